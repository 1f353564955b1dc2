/**
 * Raw Firestore data → domain types (src/types/domain.ts), in one place. Works for documents
 * from either SDK: timestamps are recognised by their `toDate()` method. Missing or malformed
 * fields get safe defaults so one bad document never breaks a whole page.
 */
import {
  MODERATION_STATUSES,
  ROLES,
  type ChatMessage,
  type Conversation,
  type ModerationStatus,
  type EssentialsCategory,
  type EssentialsItem,
  type ListingGeo,
  type PostContact,
  type PrivateProfile,
  type PublicProfile,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type Report,
  type ScreeningFields,
  RENT_SAMPLE_FIELDS,
  ROOM_TITLE_FIELDS,
  ROOM_CARD_FIELDS,
  type RentSample,
  type RoomCardListing,
  type RoomListing,
  type RoomTitle,
  type RoommateRequest,
  POST_KINDS,
  SHORTLIST_KINDS,
  type SavedSearch,
  type ShortlistEntry,
} from '@/types/domain';
import { DEFAULT_CITY, DEFAULT_CONTACT_METHOD, REJECTION_REASONS } from '@/config/constants';
import { parseMyPlace } from '@/lib/place/myPlace';
import { listingPlaceOf } from './listingPlace';
import { DEFAULT_LET_KIND } from '@/lib/lettingLaw/fromListing';
import { ROOM_LISTING_SCHEMA, ROOMMATE_REQUEST_SCHEMA } from '@/schema/posts';
import { householdOf, needsOf, seekerSelfOf } from './householdFields';
import { readsOnly, type RawDoc } from './transport/query';

// Stored values outside a field's enum read as its default: the enums are the schema's (src/schema).
const LISTING = ROOM_LISTING_SCHEMA.fields;
const REQUEST = ROOMMATE_REQUEST_SCHEMA.fields;

type Data = RawDoc['data'];

export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

const str = (data: Data, key: string, fallback = ''): string =>
  typeof data[key] === 'string' ? (data[key] as string) : fallback;
const num = (data: Data, key: string, fallback = 0): number =>
  typeof data[key] === 'number' && Number.isFinite(data[key]) ? (data[key] as number) : fallback;
const bool = (data: Data, key: string): boolean => data[key] === true;

export function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function listOf<T extends string>(allowed: readonly T[], value: unknown): T[] {
  return Array.isArray(value) ? value.filter((item): item is T => allowed.includes(item as T)) : [];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function numberMap(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

function dateMap(value: unknown): Record<string, Date> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).flatMap(([key, entry]) => {
    const date = toDate(entry);
    return date ? [[key, date] as const] : [];
  }));
}

function stringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The owner's verified badges, a moderator's rejection reason and an admin's "Looks fine". */
function screeningOf(data: Data): ScreeningFields {
  const verified: unknown = data.ownerVerified;
  const flags = verified && typeof verified === 'object' ? (verified as Record<string, unknown>) : {};
  const reason = REJECTION_REASONS.find((value) => value === data.rejectionReason);
  const cleared = toDate(data.signalsClearedAt);
  return {
    ownerVerified: { email: flags.email === true, phone: flags.phone === true },
    ...(reason ? { rejectionReason: reason } : {}),
    ...(cleared ? { signalsClearedAt: cleared } : {}),
  };
}

/** A moderator's status becomes `moderation`; the public `status` then reads as active. */
function moderationOf(status: unknown): { moderation?: ModerationStatus } {
  const moderation = MODERATION_STATUSES.find((value) => value === status);
  return moderation ? { moderation } : {};
}

/** A room list's listing: its queries read only ROOM_CARD_FIELDS (a field mask). */
export const toRoomCard = readsOnly(ROOM_CARD_FIELDS, ({ id, data }): RoomCardListing => ({
  id,
  title: str(data, 'title'),
  description: str(data, 'description'),
  address: str(data, 'address'),
  postcode: str(data, 'postcode', DEFAULT_CITY) || DEFAULT_CITY,
  rent: num(data, 'rent'),
  roomType: oneOf(LISTING.roomType.values, data.roomType, 'Single'),
  preferredTenants: oneOf(LISTING.preferredTenants.values, data.preferredTenants, 'Any'),
  availableFrom: str(data, 'availableFrom'),
  amenities: listOf(LISTING.amenities.values, data.amenities),
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
export const toRentSample = readsOnly(RENT_SAMPLE_FIELDS, ({ id, data }): RentSample => ({ id, rent: num(data, 'rent'), status: data.status === 'filled' ? 'filled' : 'active' }));

/** A room as a chat names it: its queries read only ROOM_TITLE_FIELDS. */
export const toRoomTitle = readsOnly(ROOM_TITLE_FIELDS, ({ id, data }): RoomTitle => ({ id, title: str(data, 'title'), userId: str(data, 'userId') }));

export function toRoomListing(raw: RawDoc): RoomListing {
  const { data } = raw;
  return {
    ...toRoomCard(raw),
    deposit: num(data, 'deposit'),
    contactMethod: str(data, 'contactMethod', DEFAULT_CONTACT_METHOD),
    ...listingPlaceOf(data),
    letKind: oneOf(LISTING.letKind.values, data.letKind, DEFAULT_LET_KIND),
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

export function toRoommateRequest({ id, data }: RawDoc): RoommateRequest {
  return {
    id,
    userName: str(data, 'userName'),
    aboutMe: str(data, 'aboutMe'),
    age: num(data, 'age'),
    gender: oneOf(REQUEST.gender.values, data.gender, 'Other'),
    budget: num(data, 'budget'),
    preferredLocations: str(data, 'preferredLocations'),
    moveInDate: str(data, 'moveInDate'),
    profession: str(data, 'profession'),
    organization: str(data, 'organization'),
    preferredRoommates: listOf(REQUEST.preferredRoommates.values, data.preferredRoommates),
    requirements: str(data, 'requirements'),
    furnished: oneOf(REQUEST.furnished.values, data.furnished, 'Either'),
    preferredStay: oneOf(REQUEST.preferredStay.values, data.preferredStay, 'Other'),
    profilePicture: str(data, 'profilePicture'),
    verificationId: str(data, 'verificationId'),
    self: seekerSelfOf(data.self),
    needs: needsOf(data.needs),
    status: data.status === 'found' ? 'found' : 'active',
    ...moderationOf(data.status),
    ...screeningOf(data),
    userId: str(data, 'userId', id),
    ownerPremium: bool(data, 'ownerPremium'),
    createdAt: toDate(data.createdAt),
    lastActivity: toDate(data.lastActivity),
  };
}

export function toPostContact({ data }: RawDoc): PostContact {
  return { phoneNumber: str(data, 'phoneNumber'), userId: str(data, 'userId') };
}

const roleOf = (value: unknown) => (ROLES.includes(value as (typeof ROLES)[number]) ? (value as (typeof ROLES)[number]) : null);

export function toPublicProfile({ id, data }: RawDoc): PublicProfile {
  return {
    userId: str(data, 'userId', id),
    name: str(data, 'name'),
    role: roleOf(data.role),
    isAdmin: bool(data, 'isAdmin'),
    isPremium: bool(data, 'isPremium'),
    createdAt: toDate(data.createdAt),
    lastActivity: toDate(data.lastActivity),
    lastActiveDay: Number.isInteger(data.lastActiveDay) ? (data.lastActiveDay as number) : null,
  };
}

/** Private profiles live at users/{uid}/user_profile/data: the uid is the grandparent id. */
export function toPrivateProfile({ path, data }: RawDoc): PrivateProfile {
  const uid = path.split('/').at(-3) ?? '';
  return {
    userId: str(data, 'userId', uid),
    name: str(data, 'name'),
    email: str(data, 'email'),
    phoneNumber: str(data, 'phoneNumber'),
    role: roleOf(data.role),
    isAdmin: bool(data, 'isAdmin'),
    isPremium: bool(data, 'isPremium'),
    flagged: bool(data, 'flagged'),
    profilePicture: str(data, 'profilePicture'),
    createdAt: toDate(data.createdAt),
    lastActivity: toDate(data.lastActivity),
    ...(isSearchTermMap(data.searchTerms) ? { searchTerms: data.searchTerms } : {}),
    ...(typeof data.createdDay === 'number' ? { createdDay: data.createdDay } : {}),
    ...optionalMyPlace(data.myPlace),
    ...(data.hideActivity === true ? { hideActivity: true } : {}),
  };
}

function optionalMyPlace(value: unknown): { myPlace?: PrivateProfile['myPlace'] } {
  const myPlace = parseMyPlace(value);
  return myPlace ? { myPlace } : {};
}

function isSearchTermMap(value: unknown): value is Record<string, true> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => entry === true);
}

export function toConversation({ id, data }: RawDoc): Conversation {
  const participants = strings(data.participants);
  return {
    id,
    participants: [participants[0] ?? '', participants[1] ?? ''],
    participantNames: stringMap(data.participantNames),
    lastMessage: str(data, 'lastMessage'),
    lastMessageTimestamp: toDate(data.lastMessageTimestamp),
    unreadCount: numberMap(data.unreadCount),
    lastReadAt: dateMap(data.lastReadAt),
  };
}

export function toChatMessage({ id, data, pending }: RawDoc): ChatMessage {
  return {
    id,
    text: str(data, 'text'),
    senderId: str(data, 'senderId'),
    receiverId: str(data, 'receiverId'),
    timestamp: toDate(data.timestamp),
    pending: pending === true,
  };
}

export function toEssentialsCategory({ id, data }: RawDoc): EssentialsCategory {
  return { id, name: str(data, 'name'), priority: num(data, 'priority') };
}

export function toEssentialsItem({ id, data }: RawDoc): EssentialsItem {
  return {
    id,
    name: str(data, 'name'),
    description: str(data, 'description'),
    imageUrl: str(data, 'imageUrl'),
    amazonLink: str(data, 'amazonLink'),
    categoryId: str(data, 'categoryId'),
  };
}

export function toShortlistEntry({ id, data }: RawDoc): ShortlistEntry {
  return {
    id,
    kind: oneOf(SHORTLIST_KINDS, data.kind, 'room'),
    postId: str(data, 'postId'),
    title: str(data, 'title'),
    savedAt: toDate(data.savedAt),
  };
}

export function toSavedSearch({ id, data }: RawDoc): SavedSearch {
  return {
    id,
    name: str(data, 'name'),
    kind: oneOf(POST_KINDS, data.kind, 'room'),
    query: str(data, 'query'),
    createdAt: toDate(data.createdAt),
    lastVisitedAt: toDate(data.lastVisitedAt),
  };
}

export function toReport({ id, data }: RawDoc): Report {
  return {
    id,
    kind: oneOf(REPORT_KINDS, data.kind, 'room'),
    targetId: str(data, 'targetId'),
    targetUserId: str(data, 'targetUserId'),
    reason: oneOf(REPORT_REASONS, data.reason, 'Other'),
    note: str(data, 'note'),
    reporterId: str(data, 'reporterId'),
    status: oneOf(REPORT_STATUSES, data.status, 'open'),
    createdAt: toDate(data.createdAt),
  };
}
