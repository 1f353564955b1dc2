/** The stored shape of the two kinds of post: room listings and roommate requests. */
import { AGE_MAX, AGE_MIN, MAX_BUDGET, MAX_DEPOSIT, MAX_RENT } from '@/config/constants';
import {
  AMENITIES,
  FURNISHED_OPTIONS,
  GENDERS,
  LISTING_STATUSES,
  MODERATION_STATUSES,
  PREFERRED_ROOMMATES,
  PREFERRED_TENANTS,
  REQUEST_STATUSES,
  ROOM_TYPES,
  STAY_OPTIONS,
} from '@/types/domain';
import { LET_KINDS } from '@/lib/lettingLaw/types';
import { NATIONS } from '@/lib/place/nation';
import type { CollectionSchema } from './fieldRules';

/** Every status a stored post can have: the visible ones and the moderators'. */
export const STORED_LISTING_STATUSES = [...LISTING_STATUSES, ...MODERATION_STATUSES] as const;
export const STORED_REQUEST_STATUSES = [...REQUEST_STATUSES, ...MODERATION_STATUSES] as const;

/** Mirrors the rules keep true on every post (owner's premium and verified badges, an admin's reason). */
const POST_MIRRORS = ['ownerPremium', 'ownerVerified', 'rejectionReason'] as const;
/** Written by admins only: when "Looks fine" cleared the post's risk signals. */
const MODERATION_MARKS = ['signalsClearedAt'] as const;
/**
 * Where a listing is, checked by firestore.rules isValidListingPlace (format and bounds, see
 * LISTING_PLACE_BOUNDS): optional so older listings stay valid; the create rule wants the outward
 * code on every new listing.
 */
const LISTING_PLACE = ['outcode', 'geo', 'nation'] as const;
/** The letting-law fields (docs/letting-law.md): optional, as listings written before them lack them. */
const LET_FIELDS = ['letKind', 'holdingDeposit', 'rentInAdvance'] as const;
/** The photos' card renditions (src/lib/cardPhotos.ts): optional, as listings written before them lack them. */
const CARD_PHOTOS = ['cardImages'] as const;
/**
 * Household fit (src/schema/household.ts): a listing's `household` map (HOUSEHOLD_SCHEMA), a roommate
 * profile's `needs` ({ must?, prefer? }, each NEED_SET_SCHEMA) and `self` (SEEKER_SELF_SCHEMA). Maps
 * with schemas of their own, so no bound of theirs is listed here.
 */
const LISTING_HOUSEHOLD = ['household'] as const;
const REQUEST_HOUSEHOLD = ['needs', 'self'] as const;

export const ROOM_LISTING_SCHEMA = {
  rulesFunction: 'isValidListing',
  required: ['title', 'description', 'address', 'postcode', 'rent', 'deposit', 'roomType', 'preferredTenants', 'availableFrom', 'amenities', 'contactMethod', 'images', 'status', 'userId', 'userName', 'createdAt', 'lastActivity'],
  optional: ['locationKeys', ...POST_MIRRORS, ...MODERATION_MARKS, ...LISTING_PLACE, ...LET_FIELDS, ...CARD_PHOTOS, ...LISTING_HOUSEHOLD],
  fields: {
    title: { kind: 'nonBlank', max: 120 },
    description: { kind: 'nonBlank', max: 5000 },
    address: { kind: 'text', min: 1, max: 120 },
    postcode: { kind: 'text', min: 1, max: 120 },
    rent: { kind: 'money', max: MAX_RENT },
    deposit: { kind: 'money', max: MAX_DEPOSIT },
    roomType: { kind: 'enum', values: ROOM_TYPES },
    preferredTenants: { kind: 'enum', values: PREFERRED_TENANTS },
    availableFrom: { kind: 'date' },
    amenities: { kind: 'enumList', max: AMENITIES.length, values: AMENITIES },
    contactMethod: { kind: 'text', min: 0, max: 20 },
    status: { kind: 'enum', values: STORED_LISTING_STATUSES },
    userName: { kind: 'nonBlank', max: 100 },
    nation: { kind: 'enum', values: NATIONS },
    letKind: { kind: 'enum', values: LET_KINDS },
    holdingDeposit: { kind: 'money', max: MAX_DEPOSIT },
    rentInAdvance: { kind: 'money', max: MAX_DEPOSIT },
  },
} as const satisfies CollectionSchema;

export const ROOMMATE_REQUEST_SCHEMA = {
  rulesFunction: 'isValidRequest',
  required: ['userName', 'aboutMe', 'age', 'gender', 'budget', 'preferredLocations', 'moveInDate', 'preferredRoommates', 'requirements', 'furnished', 'preferredStay', 'status', 'userId', 'createdAt', 'lastActivity'],
  optional: ['profession', 'organization', 'profilePicture', 'verificationId', 'locationKeys', ...POST_MIRRORS, ...MODERATION_MARKS, ...REQUEST_HOUSEHOLD],
  fields: {
    userName: { kind: 'nonBlank', max: 100 },
    aboutMe: { kind: 'text', min: 0, max: 5000 },
    age: { kind: 'int', min: AGE_MIN, max: AGE_MAX },
    gender: { kind: 'enum', values: GENDERS },
    budget: { kind: 'money', max: MAX_BUDGET },
    preferredLocations: { kind: 'text', min: 0, max: 500 },
    moveInDate: { kind: 'date' },
    profession: { kind: 'text', min: 0, max: 120 },
    organization: { kind: 'text', min: 0, max: 120 },
    preferredRoommates: { kind: 'enumList', max: PREFERRED_ROOMMATES.length, values: PREFERRED_ROOMMATES },
    requirements: { kind: 'text', min: 0, max: 5000 },
    furnished: { kind: 'enum', values: FURNISHED_OPTIONS },
    preferredStay: { kind: 'enum', values: STAY_OPTIONS },
    verificationId: { kind: 'text', min: 0, max: 100 },
    status: { kind: 'enum', values: STORED_REQUEST_STATUSES },
  },
} as const satisfies CollectionSchema;

/** A post's phone number, in its own document (contact/phone) so the rules can guard who reads it. */
export const POST_CONTACT_SCHEMA = {
  rulesFunction: 'isValidContact',
  required: ['phoneNumber', 'userId'],
  optional: [],
  fields: {
    phoneNumber: { kind: 'text', min: 1, max: 30 },
  },
} as const satisfies CollectionSchema;

/** The bounds firestore.rules isAreaPoint puts on a listing's point: the UK, mainland and islands. */
export const LISTING_PLACE_BOUNDS = { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 } as const;
