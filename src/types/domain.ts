/**
 * Domain types used by the UI. Timestamps are `Date`s here; the data layer converts Firestore
 * documents (with `Timestamp`s) to these once, in its converters.
 */
import type { REJECTION_REASONS } from '@/config/constants';
import type { MyPlace } from '@/lib/place/myPlace';
import type { Nation } from '@/lib/place/nation';
import type { LetKind } from '@/lib/lettingLaw/types';
import type { Household, HouseholdNeeds, SeekerSelf } from '@/schema/household';

export const ROLES = ['I Have Room', 'I Need Room'] as const;
export type Role = (typeof ROLES)[number];

export const ROOM_TYPES = ['Single', 'Double', 'En-suite', 'Studio', 'Shared'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const PREFERRED_TENANTS = ['Male', 'Female', 'Student', 'Professional', 'Any'] as const;
export type PreferredTenant = (typeof PREFERRED_TENANTS)[number];

export const AMENITIES = [
  'WiFi',
  'Parking',
  'Bills included',
  'Furnished',
  'Washing Machine',
  'Gym access',
  'Balcony',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const LISTING_STATUSES = ['active', 'filled'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const REQUEST_STATUSES = ['active', 'found'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const PREFERRED_ROOMMATES = [
  'Student',
  'Professional',
  'Male',
  'Female',
  'Vegetarian',
  'Non-Vegetarian',
  'Non-Smoker',
  'Any',
] as const;
export type PreferredRoommate = (typeof PREFERRED_ROOMMATES)[number];

export const FURNISHED_OPTIONS = ['Furnished', 'Unfurnished', 'Either'] as const;
export type FurnishedOption = (typeof FURNISHED_OPTIONS)[number];

export const STAY_OPTIONS = ['Short-term', 'Long-term', '6 months', '12 months', 'Other'] as const;
export type StayOption = (typeof STAY_OPTIONS)[number];

/** A listing's stored point at area precision: an outward code's centroid or a postcode on a 100 m grid. */
export interface ListingGeo {
  lat: number;
  lng: number;
  geohash: string;
}

/**
 * Where a listing is. Listings made before places existed have none of it until an admin's
 * "Locate listings" fills it; a listing saved while the postcode service was down has the
 * outward code but no point yet.
 */
export interface ListingPlace {
  /** The outward code ("E6"), the only part of a postcode ever stored. */
  outcode?: string;
  geo?: ListingGeo;
  nation?: Nation;
}

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

/**
 * The badges a post shows: what its owner's ID token carried when the owner last wrote it
 * (firestore.rules isTrueVerifiedMirror). Posts written before screening existed read as neither.
 */
export interface OwnerVerified {
  email: boolean;
  phone: boolean;
}

export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** A moderator's decision an owner sees: the reason, set with status 'rejected'. */
export interface ScreeningFields {
  ownerVerified: OwnerVerified;
  rejectionReason?: RejectionReason;
  /** An admin's "Looks fine" on the post's risk signals: the Flagged view skips it until the post changes. */
  signalsClearedAt?: Date;
}

/** A listing's point at area precision (an outward code's centroid, or a postcode snapped to 100 m). */
export interface ListingGeo {
  lat: number;
  lng: number;
  geohash: string;
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

/**
 * A poster's phone number lives in a contact sub-document, not on the post: rules guard whole
 * documents, so only a separate document can be readable by everyone while the poster is premium
 * and by nobody else otherwise.
 */
export interface PostContact {
  phoneNumber: string;
  userId: string;
}

export interface RoommateRequestInput {
  userName: string;
  aboutMe: string;
  age: number;
  gender: Gender;
  budget: number;
  preferredLocations: string;
  /** ISO date string yyyy-mm-dd, or ''. */
  moveInDate: string;
  profession: string;
  organization: string;
  preferredRoommates: PreferredRoommate[];
  requirements: string;
  furnished: FurnishedOption;
  preferredStay: StayOption;
  profilePicture: string;
  verificationId: string;
  /** What the seeker is like: what an owner's household rules are checked against. */
  self?: SeekerSelf;
  /** What the seeker needs of a household, each as a must or a prefer. */
  needs?: HouseholdNeeds;
}

export interface RoommateRequest extends RoommateRequestInput, ScreeningFields {
  /** `{}` when not stated. */
  self: SeekerSelf;
  /** `{}` when not stated; `must`/`prefer` only when they hold something. */
  needs: HouseholdNeeds;
  /** Equal to userId: one request per user. */
  id: string;
  status: RequestStatus;
  /** A moderator's status (stored in `status`), as for listings. */
  moderation?: ModerationStatus;
  userId: string;
  /** Mirrors the owner's premium status (firestore.rules keeps it true): premium-first order and badge. */
  ownerPremium: boolean;
  createdAt: Date | null;
  lastActivity: Date | null;
}

/** users/{uid}/user_profile/data: only the owner and admins read it. */
export interface PrivateProfile {
  userId: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: Role | null;
  isAdmin: boolean;
  isPremium: boolean;
  /** Marked by a moderator after a report (admins only set it). */
  flagged?: boolean;
  profilePicture: string;
  createdAt: Date | null;
  lastActivity: Date | null;
  /** User Management search terms, `{ term: true }` (src/lib/userSearchTerms.ts); missing or a list on profiles made before them. */
  searchTerms?: Record<string, true>;
  /** The UTC day number of createdAt, ±1 (src/lib/userSearchTerms.ts dayNumberOf). */
  createdDay?: number;
  /** Where the seeker needs to be: room pages show the distance and the journey from it. */
  myPlace?: MyPlace;
  /** "Show when I was last active" turned off: no public lastActiveDay is kept or written. */
  hideActivity?: boolean;
}

/** user_profiles/{uid}: readable by anyone signed in; never holds email or phone. */
export interface PublicProfile {
  userId: string;
  name: string;
  role: Role | null;
  isAdmin: boolean;
  isPremium: boolean;
  createdAt: Date | null;
  lastActivity: Date | null;
  /** The UTC day number of the owner's last app use (src/lib/activity.ts); null when unknown or hidden. */
  lastActiveDay: number | null;
}

export interface Conversation {
  id: string;
  participants: [string, string];
  participantNames: Record<string, string>;
  lastMessage: string;
  lastMessageTimestamp: Date | null;
  unreadCount: Record<string, number>;
  /** When each participant last read the chat while it was open and visible ("Seen"). */
  lastReadAt: Record<string, Date>;
}

export interface ChatMessage {
  id: string;
  text: string;
  senderId: string;
  receiverId: string;
  timestamp: Date | null;
  /** Sent from this device but not yet on the server (e.g. offline): shown as "Sending…". */
  pending: boolean;
}

export interface EssentialsCategory {
  id: string;
  name: string;
  priority: number;
}

export interface EssentialsItem {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  amazonLink: string;
  categoryId: string;
}

/** A page of results plus the opaque cursor for the next one (null when there is no more). */
export interface Page<T, C = unknown> {
  items: T[];
  cursor: C | null;
}

/** The two kinds of post: room listings and roommate requests. */
export const POST_KINDS = ['room', 'roommate'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The kinds of post a user can shortlist. */
export const SHORTLIST_KINDS = POST_KINDS;
export type ShortlistKind = PostKind;

/** users/{uid}/shortlist/{kind_postId}: private to the user. */
export interface ShortlistEntry {
  id: string;
  kind: ShortlistKind;
  postId: string;
  /** The card title when saved (a listing's title, a roommate's name), for the Saved view. */
  title: string;
  savedAt: Date | null;
}

/** Reports and moderation: what can be reported, why, and where a report stands. */
export const REPORT_KINDS = ['room', 'roommate', 'chat'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = [
  'Scam or fraud',
  'Fake or misleading',
  'Offensive or inappropriate',
  'Harassment',
  'Spam',
  'Did not turn up to a viewing',
  'Asked for money at a viewing',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The fields a reporter chooses; the data layer adds reporterId, createdAt and status. */
export interface ReportInput {
  kind: ReportKind;
  /** The listing id, the roommate request id (== its owner's uid) or the conversation id. */
  targetId: string;
  /** Whose post or messages are reported (the account "mark user" flags). */
  targetUserId: string;
  reason: ReportReason;
  note: string;
}

/** public/data/reports/{id}: written by any signed-in user, read by admins only. */
export interface Report extends ReportInput {
  id: string;
  reporterId: string;
  status: ReportStatus;
  createdAt: Date | null;
}

/** Status a moderator gives a post to take it out of browse; owners can neither set nor clear it. */
export const HIDDEN_STATUS = 'hidden';

/** Status of a post waiting for a moderator: new posts of unverified owners, and their edits of live ones. */
export const PENDING_STATUS = 'pending';

/**
 * Moderators' post statuses (stored in `status` beside the public ones): 'hidden' after a report,
 * 'pending' while screened, 'rejected' after screening. Owners never set them nor move a
 * post out of them; owners may withdraw (delete) a pending post but not a hidden or rejected one.
 */
export const MODERATION_STATUSES = ['hidden', 'pending', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** users/{uid}/saved_searches/{id}: a named set of Browse filters, private to the user. */
export interface SavedSearch {
  id: string;
  name: string;
  /** Rooms (seekers' Browse Rooms) or roommates (owners' Browse Roommates). */
  kind: PostKind;
  /** The filters as URL search params, e.g. "maxRent=900&type=Double". */
  query: string;
  createdAt: Date | null;
  /** When the user last opened it; posts created after this count as new. */
  lastVisitedAt: Date | null;
}
