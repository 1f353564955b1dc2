/**
 * The stored shape of the two kinds of post: room listings and roommate requests. Their enums live
 * in the collections' modules, which read them directly and never import this file (no cycle).
 */
import { AGE_MAX, AGE_MIN, MAX_BUDGET, MAX_DEPOSIT, MAX_RENT } from '@/config/constants';
import { MODERATION_STATUSES } from '@/data/collections/posts';
import { AMENITIES, LISTING_STATUSES, PREFERRED_TENANTS, ROOM_TYPES } from '@/data/collections/roomListings';
import { FURNISHED_OPTIONS, GENDERS, PREFERRED_ROOMMATES, REQUEST_STATUSES, STAY_OPTIONS } from '@/data/collections/roommateRequests';
import { LET_KINDS } from '@/lib/lettingLaw/types';
import { NATIONS } from '@/lib/place/nation';
import * as v from 'valibot';
import { collection, enumList, int, money, nonBlank, oneOf, optionalDate, text, unchecked, uncheckedOptional } from './fields';

/** Every status a stored post can have: the visible ones and the moderators'. */
export const STORED_LISTING_STATUSES = [...LISTING_STATUSES, ...MODERATION_STATUSES] as const;
export const STORED_REQUEST_STATUSES = [...REQUEST_STATUSES, ...MODERATION_STATUSES] as const;

/** Mirrors the rules keep true on every post (owner's premium and verified badges, an admin's reason). */
const POST_MIRRORS = ['ownerPremium', 'ownerVerified', 'rejectionReason'] as const;
/** Written by admins only: when "Looks fine" cleared the post's risk signals. */
const MODERATION_MARKS = ['signalsClearedAt'] as const;
/**
 * Household fit (src/schema/household.ts): a listing's `household` map (HOUSEHOLD_SCHEMA), a roommate
 * profile's `needs` ({ must?, prefer? }, each NEED_SET_SCHEMA) and `self` (SEEKER_SELF_SCHEMA). Maps
 * with schemas of their own, checked by rules functions of their own.
 */
const HOUSEHOLD_MAPS = ['household'] as const;
const REQUEST_HOUSEHOLD_MAPS = ['needs', 'self'] as const;

export const ROOM_LISTING_SCHEMA = collection('isValidListing', {
  title: nonBlank(120),
  description: nonBlank(5000),
  address: text(1, 120),
  postcode: text(1, 120),
  rent: money(MAX_RENT),
  deposit: money(MAX_DEPOSIT),
  roomType: oneOf(ROOM_TYPES),
  preferredTenants: oneOf(PREFERRED_TENANTS),
  availableFrom: optionalDate(),
  amenities: enumList(AMENITIES),
  contactMethod: text(0, 20),
  ...unchecked(['images']),
  status: oneOf(STORED_LISTING_STATUSES),
  ...unchecked(['userId']),
  userName: nonBlank(100),
  ...unchecked(['createdAt', 'lastActivity']),
  ...uncheckedOptional(['locationKeys', ...POST_MIRRORS, ...MODERATION_MARKS]),
  /**
   * Where a listing is, checked by firestore.rules isValidListingPlace (format and bounds, see
   * LISTING_PLACE_BOUNDS): optional so older listings stay valid; the create rule wants the outward
   * code on every new listing.
   */
  ...uncheckedOptional(['outcode', 'geo']),
  nation: v.exactOptional(oneOf(NATIONS)),
  /** The letting-law fields (docs/letting-law.md): optional, as listings written before them lack them. */
  letKind: v.exactOptional(oneOf(LET_KINDS)),
  holdingDeposit: v.exactOptional(money(MAX_DEPOSIT)),
  rentInAdvance: v.exactOptional(money(MAX_DEPOSIT)),
  /** The photos' card renditions (src/lib/cardPhotos.ts): optional, as listings written before them lack them. */
  ...uncheckedOptional(['cardImages']),
  ...uncheckedOptional(HOUSEHOLD_MAPS),
});

export const ROOMMATE_REQUEST_SCHEMA = collection('isValidRequest', {
  userName: nonBlank(100),
  aboutMe: text(0, 5000),
  age: int(AGE_MIN, AGE_MAX),
  gender: oneOf(GENDERS),
  budget: money(MAX_BUDGET),
  preferredLocations: text(0, 500),
  moveInDate: optionalDate(),
  preferredRoommates: enumList(PREFERRED_ROOMMATES),
  requirements: text(0, 5000),
  furnished: oneOf(FURNISHED_OPTIONS),
  preferredStay: oneOf(STAY_OPTIONS),
  status: oneOf(STORED_REQUEST_STATUSES),
  ...unchecked(['userId', 'createdAt', 'lastActivity']),
  profession: v.exactOptional(text(0, 120)),
  organization: v.exactOptional(text(0, 120)),
  ...uncheckedOptional(['profilePicture']),
  verificationId: v.exactOptional(text(0, 100)),
  ...uncheckedOptional(['locationKeys', ...POST_MIRRORS, ...MODERATION_MARKS, ...REQUEST_HOUSEHOLD_MAPS]),
});

/** A post's phone number, in its own document (contact/phone) so the rules can guard who reads it. */
export const POST_CONTACT_SCHEMA = collection('isValidContact', {
  phoneNumber: text(1, 30),
  ...unchecked(['userId']),
});

/** The bounds firestore.rules isAreaPoint puts on a listing's point: the UK, mainland and islands. */
export const LISTING_PLACE_BOUNDS = { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 } as const;
