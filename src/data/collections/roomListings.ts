/**
 * public/data/room_listings/{id}: a room an owner lets, public while active. Its photos are in
 * Storage under the owner's uid; listing_registry/{uid} holds the ids of an owner's listings
 * (the rules count them against MAX_LISTINGS_PER_USER).
 */
import { DEFAULT_CITY, DEFAULT_CONTACT_METHOD } from '@/config/constants';
import { DEFAULT_LET_KIND } from '@/lib/lettingLaw/fromListing';
import { LET_KINDS, type LetKind } from '@/lib/lettingLaw/types';
import type { Household } from '@/schema/household';
import { bool, listOf, num, oneOf, readsOnly, str, strings, toDate, type AppRoot, type RawDoc } from './documents';
import { householdOf } from './householdFields';
import { listingPlaceOf, type ListingGeo, type ListingPlace } from './listingPlace';
import { CONTACT_DOC_ID, moderationOf, screeningOf, type ModerationStatus, type ScreeningFields } from './posts';

/* The enums the stored schema is built from (src/schema/posts.ts). */

export const ROOM_TYPES = ['Single', 'Double', 'En-suite', 'Studio', 'Shared'] as const;

export const PREFERRED_TENANTS = ['Male', 'Female', 'Student', 'Professional', 'Any'] as const;

export const AMENITIES = [
  'WiFi',
  'Parking',
  'Bills included',
  'Furnished',
  'Washing Machine',
  'Gym access',
  'Balcony',
] as const;

export const LISTING_STATUSES = ['active', 'filled'] as const;

export const ROOM_LISTINGS = 'room_listings';
export const LISTING_REGISTRY = 'listing_registry';

export type RoomType = (typeof ROOM_TYPES)[number];
export type PreferredTenant = (typeof PREFERRED_TENANTS)[number];
export type Amenity = (typeof AMENITIES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Fields an owner types into the listing form (the place is geocoded from its postcode). */
export interface RoomListingInput extends ListingPlace {
  title: string;
  description: string;
  /** Area or locality, e.g. "Ilford". */
  address: string;
  /** Shown as "City"; defaults to "London, UK". */
  postcode: string;
  rent: number;
  deposit: number;
  roomType: RoomType;
  preferredTenants: PreferredTenant;
  /** ISO date string yyyy-mm-dd, or '' when not specified. */
  availableFrom: string;
  amenities: Amenity[];
  contactMethod: string;
  images: string[];
  /** `images[i]`'s card-size copy, or `images[i]` when it has none (src/lib/cardPhotos.ts); absent on listings older than renditions. */
  cardImages?: string[];
  /** What is let (docs/letting-law.md); listings written before it existed lack it and read as 'tenancy'. */
  letKind?: LetKind;
  /** £, 0 = none asked. The letting-law checks compare them with the rent. */
  holdingDeposit?: number;
  /** The amount of rent asked before the tenancy starts (£, not months); 0 = none. */
  rentInAdvance?: number;
  /** The household as it is (kitchen, smoking, languages...); every fact optional. */
  household?: Household;
}

/** A stored listing's letting-law fields, with the defaults of a listing that lacks them. */
export interface LetFields {
  letKind: LetKind;
  holdingDeposit: number;
  rentInAdvance: number;
}

export interface RoomListing extends Omit<RoomListingInput, keyof LetFields>, LetFields, ScreeningFields {
  id: string;
  /** Missing on listings not yet located: they show on no map and in no distance search. */
  geo?: ListingGeo;
  status: ListingStatus;
  /** A moderator's status (stored in `status`): left out of browse, readable by its owner and admins. */
  moderation?: ModerationStatus;
  userId: string;
  /** Mirrors the owner's premium status (firestore.rules keeps it true): premium-first order and badge. */
  ownerPremium: boolean;
  userName: string;
  /** `{}` when the owner stated nothing (or the listing predates it). */
  household: Household;
  createdAt: Date | null;
  lastActivity: Date | null;
}

/**
 * What a list of rooms (Browse, the home page, a location page, a distance search) reads of each
 * listing, as its query's field mask: the card, the words the search box matches, the filters
 * checked in the browser and the map's point. A room page reads the whole listing.
 */
export const ROOM_CARD_FIELDS = [
  'title',
  'description',
  'address',
  'postcode',
  'rent',
  'roomType',
  'preferredTenants',
  'availableFrom',
  'amenities',
  'images',
  'cardImages',
  'status',
  'ownerPremium',
  'ownerVerified',
  'geo',
  // The card's labels and its household fit are computed from it (no extra read per card).
  'household',
] as const satisfies readonly (keyof RoomListing)[];

export type RoomCardListing = Pick<RoomListing, 'id' | (typeof ROOM_CARD_FIELDS)[number]>;

/** What a rent comparison (the rent check, a location's typical rents) reads of each listing. */
export const RENT_SAMPLE_FIELDS = ['rent', 'status'] as const satisfies readonly (keyof RoomListing)[];

export type RentSample = Pick<RoomListing, 'id' | (typeof RENT_SAMPLE_FIELDS)[number]>;

/** What a chat says about the rooms of its two participants: the title and its owner. */
export const ROOM_TITLE_FIELDS = ['title', 'userId'] as const satisfies readonly (keyof RoomListing)[];
export type RoomTitle = Pick<RoomListing, 'id' | (typeof ROOM_TITLE_FIELDS)[number]>;

export const roomListingPaths = ({ publicData }: AppRoot) => ({
  roomListing: (id: string) => `${publicData}/${ROOM_LISTINGS}/${id}`,
  roomListingContact: (id: string) => `${publicData}/${ROOM_LISTINGS}/${id}/contact/${CONTACT_DOC_ID}`,
  listingRegistry: (uid: string) => `${publicData}/${LISTING_REGISTRY}/${uid}`,
});

export const roomListingStoragePaths = ({ root }: AppRoot) => ({
  /** A listing image in upload slot `slot` ('<windowStart ms>-<n>', see storage.rules). */
  listingImage: (uid: string, slot: string) => `${root}/${ROOM_LISTINGS}/${uid}/${slot}`,
  /** A listing image's card rendition: beside it, in `card/` under the same name. */
  listingCardImage: (uid: string, slot: string) => `${root}/${ROOM_LISTINGS}/${uid}/card/${slot}`,
});

/** The card rendition's path of the listing image at `imagePath` (roomListingStoragePaths.listingCardImage). */
export function cardImagePath(imagePath: string): string {
  const cut = imagePath.lastIndexOf('/');
  return `${imagePath.slice(0, cut)}/card/${imagePath.slice(cut + 1)}`;
}

/**
 * A room list's listing: its queries read only ROOM_CARD_FIELDS (a field mask). Stored values
 * outside a field's enum read as its default.
 */
export const toRoomCard = /* @__PURE__ */ readsOnly(ROOM_CARD_FIELDS, ({ id, data }): RoomCardListing => ({
  id,
  title: str(data, 'title'),
  description: str(data, 'description'),
  address: str(data, 'address'),
  postcode: str(data, 'postcode', DEFAULT_CITY) || DEFAULT_CITY,
  rent: num(data, 'rent'),
  roomType: oneOf(ROOM_TYPES, data.roomType, 'Single'),
  preferredTenants: oneOf(PREFERRED_TENANTS, data.preferredTenants, 'Any'),
  availableFrom: str(data, 'availableFrom'),
  amenities: listOf(AMENITIES, data.amenities),
  images: strings(data.images),
  ...(Array.isArray(data.cardImages) ? { cardImages: strings(data.cardImages) } : {}),
  // A post with no status counts as active.
  status: data.status === 'filled' ? 'filled' : 'active',
  ownerPremium: bool(data, 'ownerPremium'),
  ownerVerified: screeningOf(data).ownerVerified,
  ...geoOf(data.geo),
  household: householdOf(data.household),
}));

/** A rent comparison's sample: its queries read only RENT_SAMPLE_FIELDS. */
export const toRentSample = /* @__PURE__ */ readsOnly(RENT_SAMPLE_FIELDS, ({ id, data }): RentSample => ({ id, rent: num(data, 'rent'), status: data.status === 'filled' ? 'filled' : 'active' }));

/** A room as a chat names it: its queries read only ROOM_TITLE_FIELDS. */
export const toRoomTitle = /* @__PURE__ */ readsOnly(ROOM_TITLE_FIELDS, ({ id, data }): RoomTitle => ({ id, title: str(data, 'title'), userId: str(data, 'userId') }));

export function toRoomListing(raw: RawDoc): RoomListing {
  const { data } = raw;
  return {
    ...toRoomCard(raw),
    deposit: num(data, 'deposit'),
    contactMethod: str(data, 'contactMethod', DEFAULT_CONTACT_METHOD),
    ...listingPlaceOf(data),
    letKind: oneOf(LET_KINDS, data.letKind, DEFAULT_LET_KIND),
    holdingDeposit: num(data, 'holdingDeposit'),
    rentInAdvance: num(data, 'rentInAdvance'),
    ...moderationOf(data.status),
    ...screeningOf(data),
    userId: str(data, 'userId'),
    userName: str(data, 'userName'),
    createdAt: toDate(data.createdAt),
    lastActivity: toDate(data.lastActivity),
  };
}

/** `{ geo }` when the stored point is whole and on the map, else nothing. */
function geoOf(value: unknown): { geo?: ListingGeo } {
  if (typeof value !== 'object' || value === null) return {};
  const { lat, lng, geohash } = value as Record<string, unknown>;
  const isCoordinate = (n: unknown, limit: number) => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit;
  return isCoordinate(lat, 90) && isCoordinate(lng, 180) && typeof geohash === 'string' ? { geo: { lat: lat as number, lng: lng as number, geohash } } : {};
}
