/** room_listings: browse/location/owner queries, detail reads and owner commands. */
import { BROWSE_PAGE_SIZE, FILTERED_PAGE_MAX_QUERIES, LOCATION_PAGE_SIZE, MAX_LISTINGS_PER_USER, RENT_COMPARE_SAMPLE } from '@/config/constants';
import { listingLocationKeys, locationKeyOf } from '@/lib/filters/locationKeys';
import { NO_ROOM_FILTERS, roomMatchesFilters, tenantsAccepting, type RoomFilters } from '@/lib/filters/roomFilters';
import { meetsMusts } from '@/lib/household/fit';
import { queryMust, type QueryMust } from '@/lib/household/mustQuery';
import type { HouseholdNeeds, NeedSet } from '@/schema/household';
import { POST_CONTACT_SCHEMA, ROOM_LISTING_SCHEMA } from '@/schema/posts';
import { storedDocument, storedFields } from '@/schema/stored';
import { PENDING_STATUS, toPostContact, type PostContact } from '@/data/collections/posts';
import { LISTING_STATUSES, toRentSample, toRoomCard, toRoomListing, toRoomTitle, type ListingStatus, type RoomCardListing, type RoomListing, type RoomListingInput, type RoomTitle, type RoomType } from '@/data/collections/roomListings';
import { auditEntry } from '../writers/auditEntry';
import { countChange } from '../writers/counters';
import { fsPaths, isPremiumOwner, nullWhenDenied, writer } from '../transport/db';
import { getDocument, runFilteredQuery, runQuery, type QueryResult } from '../transport/oneShot';
import { subscribeQuery, type Unsubscribe } from '../transport/live';
import { COLLECTIONS } from '../collections';
import { placeFieldsForCreate, placeFieldsForUpdate } from '../collections/listingPlace';
import { countNewPosts, type NewPostCount } from './newPosts';
import { getPost } from '../transport/postRead';
import { LISTING_SCREENED_FIELDS, ownerTokenFields, sendsBackToReview } from '../writers/postScreening';
import { withTotalOrder, type FieldValue, type QuerySpec, type WhereClause } from '../transport/query';
import { deleteListingViewingTimes } from './viewingTimes';

const collectionPath = fsPaths.publicCollection(COLLECTIONS.roomListings);
const browseOrder: QuerySpec['orderBy'] = [
  { field: 'status', direction: 'asc' },
  { field: 'lastActivity', direction: 'desc' },
];

/** Hidden posts (status 'hidden', set by moderators) are filtered by the query, so pages stay full. */
const visibleOnly: WhereClause = { field: 'status', op: 'in', value: [...LISTING_STATUSES] };

/**
 * Browse Rooms, filtered in Firestore by area, room type, tenants, rent range and availability
 * (two range fields in one query, which Firestore supports, ordered by status then last activity).
 * Amenities are left to the browser: arrays allow one array-contains per query and the area
 * filter uses it (docs/data-model.md "Filters").
 */
export function browseRoomListingsQuery(filters: RoomFilters = NO_ROOM_FILTERS, startAfter?: FieldValue[] | null, must: QueryMust | null = null): QuerySpec {
  const where: WhereClause[] = [];
  const areaKey = locationKeyOf(filters.area ?? '');
  if (areaKey) where.push({ field: 'locationKeys', op: 'array-contains', value: areaKey });
  if (filters.roomType) where.push({ field: 'roomType', op: '==', value: filters.roomType });
  if (filters.tenants) where.push({ field: 'preferredTenants', op: 'in', value: tenantsAccepting(filters.tenants) });
  if (must) where.push({ field: must.field, op: 'in', value: must.values });
  where.push(visibleOnly);
  if (filters.minRent !== undefined) where.push({ field: 'rent', op: '>=', value: filters.minRent });
  if (filters.maxRent !== undefined) where.push({ field: 'rent', op: '<=', value: filters.maxRent });
  if (filters.availableBy) where.push({ field: 'availableFrom', op: '<=', value: filters.availableBy });
  return withTotalOrder({ path: collectionPath, where, orderBy: browseOrder, limit: BROWSE_PAGE_SIZE, ...(startAfter ? { startAfter } : {}) });
}

export function locationListingsQuery(locationKey: string): QuerySpec {
  return {
    path: collectionPath,
    where: [{ field: 'locationKeys', op: 'array-contains', value: locationKey }, visibleOnly],
    orderBy: browseOrder,
    limit: LOCATION_PAGE_SIZE,
  };
}

/**
 * Listings to compare a rent with: same location key and room type, the public list shape
 * (visible statuses, limit <= 12; active ones sort first). The area + type Browse index serves it.
 */
export function rentComparisonQuery(locationKey: string, roomType: RoomType): QuerySpec {
  return {
    path: collectionPath,
    where: [{ field: 'locationKeys', op: 'array-contains', value: locationKey }, { field: 'roomType', op: '==', value: roomType }, visibleOnly],
    orderBy: browseOrder,
    limit: RENT_COMPARE_SAMPLE,
  };
}

/** Rents of up to 12 ACTIVE listings with that location key and room type, leaving out `excludeId`. */
export async function fetchComparableRents(locationKey: string, roomType: RoomType, excludeId?: string): Promise<number[]> {
  const { items } = await runQuery(rentComparisonQuery(locationKey, roomType), toRentSample);
  return items.filter((listing) => listing.status === 'active' && listing.id !== excludeId).map((listing) => listing.rent);
}

/** Owners whose public rooms one query can return whole: the list rule's limit of 12 over 4 rooms each. */
const OWNERS_PER_QUERY = Math.floor(RENT_COMPARE_SAMPLE / MAX_LISTINGS_PER_USER);

export function roomsOfOwnersQuery(uids: readonly string[]): QuerySpec {
  return { path: collectionPath, where: [{ field: 'userId', op: 'in', value: [...uids] }, visibleOnly], limit: OWNERS_PER_QUERY * MAX_LISTINGS_PER_USER };
}

/** The public rooms (active or filled) of these users, title and owner only: what a chat says it is about. */
export async function fetchRoomTitlesOf(uids: readonly string[]): Promise<RoomTitle[]> {
  const unique = [...new Set(uids)].sort();
  const chunks = Array.from({ length: Math.ceil(unique.length / OWNERS_PER_QUERY) }, (_, index) => unique.slice(index * OWNERS_PER_QUERY, (index + 1) * OWNERS_PER_QUERY));
  const pages = await Promise.all(chunks.map((chunk) => runQuery(roomsOfOwnersQuery(chunk), toRoomTitle)));
  return pages.flatMap((page) => page.items);
}

export function myListingsQuery(uid: string): QuerySpec {
  return {
    path: collectionPath,
    where: [{ field: 'userId', op: '==', value: uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: MAX_LISTINGS_PER_USER,
  };
}

/**
 * One Browse page: up to 12 posts matching the filters (more queries only when amenities, or
 * musts the query cannot run, are set). With `mustsOnly`, the seeker's kitchen must runs in the
 * query and their other musts are checked here (src/lib/household/mustQuery.ts).
 */
export function fetchRoomListingsPage(filters: RoomFilters, startAfter?: FieldValue[] | null, needs?: HouseholdNeeds): Promise<QueryResult<RoomCardListing>> {
  const musts = filters.mustsOnly ? needs?.must : undefined;
  const must = queryMust(musts);
  return runFilteredQuery(
    (cursor) => browseRoomListingsQuery(filters, cursor, must),
    toRoomCard,
    { keep: (listing) => roomMatchesFilters(listing, filters) && meetsMusts(musts, listing.household), want: BROWSE_PAGE_SIZE, maxQueries: FILTERED_PAGE_MAX_QUERIES },
    startAfter ?? null,
  );
}

/** Active listings created after `since` that match the filters (a saved search's "new" count). */
/** New rooms matching `filters`; with "only my musts" among them, also meeting the seeker's `must`. */
export function countNewRoomListings(filters: RoomFilters, since: Date, must?: NeedSet): Promise<NewPostCount> {
  const matches = (listing: RoomListing) => roomMatchesFilters(listing, filters) && (!filters.mustsOnly || meetsMusts(must, listing.household));
  return countNewPosts(collectionPath, toRoomListing, matches, since);
}

export async function fetchLocationListings(locationKey: string): Promise<RoomCardListing[]> {
  return (await runQuery(locationListingsQuery(locationKey), toRoomCard)).items;
}

/** null when absent, or when moderated (hidden, pending, rejected) and the caller is neither its owner nor an admin. */
export function getRoomListing(id: string): Promise<RoomListing | null> {
  return getPost(fsPaths.roomListing(id), toRoomListing);
}

/** The poster's contact number; null when hidden by the rules (poster not premium) or absent. */
export function getRoomListingContact(id: string): Promise<PostContact | null> {
  return nullWhenDenied(getDocument(fsPaths.roomListingContact(id), toPostContact));
}

export async function hasAnyListing(uid: string): Promise<boolean> {
  const { items } = await runQuery({ ...myListingsQuery(uid), orderBy: [], limit: 1 }, toRoomListing);
  return items.length > 0;
}

export function subscribeMyListings(uid: string, onNext: (items: RoomListing[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(myListingsQuery(uid), toRoomListing, onNext, onError);
}

export interface NewListingOwner {
  uid: string;
  name: string;
  phoneNumber: string;
}

async function readRegistry(uid: string): Promise<string[]> {
  const { sdk, db } = await writer();
  const snapshot = await sdk.getDoc(sdk.doc(db, fsPaths.listingRegistry(uid)));
  const ids: unknown = snapshot.data()?.listingIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Creates a listing, its contact doc and the owner's registry entry in one batch; the rules
 * use the registry to refuse a fifth listing and to check the letting-law caps and wording
 * (docs/data-model.md, docs/letting-law.md). Owners without a verified phone, and listings whose
 * wording needs review (`reviewFirst`), get a 'pending' listing (screened by an admin first).
 */
export async function createRoomListing(input: RoomListingInput, owner: NewListingOwner, options: { id?: string; reviewFirst?: boolean } = {}): Promise<string> {
  const writing = await writer();
  const { sdk, db } = writing;
  const { id, reviewFirst = false } = options;
  const ref = id ? sdk.doc(db, fsPaths.roomListing(id)) : sdk.doc(sdk.collection(db, collectionPath));
  const [registry, ownerPremium, token] = await Promise.all([readRegistry(owner.uid), isPremiumOwner(writing, owner.uid), ownerTokenFields()]);
  const batch = sdk.writeBatch(db);
  const { outcode, geo, nation, ...fields } = input;
  batch.set(
    ref,
    storedDocument(ROOM_LISTING_SCHEMA, {
      ...fields,
      ...placeFieldsForCreate({ outcode, geo, nation }),
      locationKeys: listingLocationKeys(input),
      status: reviewFirst ? PENDING_STATUS : token.initialStatus,
      userId: owner.uid,
      userName: owner.name,
      ownerPremium,
      ownerVerified: token.ownerVerified,
      createdAt: sdk.serverTimestamp(),
      lastActivity: sdk.serverTimestamp(),
    }),
  );
  batch.set(sdk.doc(db, fsPaths.roomListingContact(ref.id)), storedDocument(POST_CONTACT_SCHEMA, { phoneNumber: owner.phoneNumber, userId: owner.uid }));
  batch.set(sdk.doc(db, fsPaths.listingRegistry(owner.uid)), { listingIds: [...registry, ref.id], lastChangedId: ref.id });
  countChange(writing, batch, COLLECTIONS.roomListings, ref.id, 1);
  await batch.commit();
  return ref.id;
}

/**
 * An edit. The owner's own edit also refreshes the badges from their token (an admin's cannot),
 * and sends a live listing back to review ('pending') when its owner has no verified phone and
 * changes what it shows, or when its wording needs review (`reviewFirst`, the letting-law
 * checks). Resolves true when it did.
 */
export async function updateRoomListing(id: string, input: RoomListingInput, by: 'owner' | 'admin', reviewFirst = false): Promise<boolean> {
  const { sdk, db } = await writer();
  const ref = sdk.doc(db, fsPaths.roomListing(id));
  const { outcode, geo, nation, ...fields } = input;
  const changes = { ...fields, ...placeFieldsForUpdate({ outcode, geo, nation }, () => sdk.deleteField()), locationKeys: listingLocationKeys(input) };
  const [stored, token] = await Promise.all([sdk.getDoc(ref), by === 'owner' ? ownerTokenFields() : null]);
  const storedData = stored.data();
  if (!storedData || typeof storedData.userId !== 'string') throw new Error(`Room listing ${id} does not exist`);
  let ownerFields = {};
  let toReview = false;
  if (token) {
    toReview = sendsBackToReview(storedData, changes, LISTING_SCREENED_FIELDS, token.phoneVerified, reviewFirst);
    ownerFields = { ownerVerified: token.ownerVerified, ...(toReview ? { status: PENDING_STATUS } : {}) };
  }
  const batch = sdk.writeBatch(db);
  batch.update(ref, storedFields(ROOM_LISTING_SCHEMA, { ...changes, ...ownerFields, lastActivity: sdk.serverTimestamp() }));
  // The rules check the letting law again on the edited listing through its owner's registry.
  batch.update(sdk.doc(db, fsPaths.listingRegistry(storedData.userId)), { lastChangedId: id, checkedAt: sdk.serverTimestamp() });
  await batch.commit();
  return toReview;
}

/** The owner's Mark as Filled / Active, with the badges of their token (the rules require them). */
export async function setRoomListingStatus(id: string, status: ListingStatus): Promise<void> {
  const { sdk, db } = await writer();
  const { ownerVerified } = await ownerTokenFields();
  await sdk.updateDoc(sdk.doc(db, fsPaths.roomListing(id)), storedFields(ROOM_LISTING_SCHEMA, { status, ownerVerified }));
}

/** Deletes the listing, its contact doc and its registry entry in one batch (owner or admin). */
/** `by: 'admin'`: a moderator's delete, which carries its audit entry. */
export async function deleteRoomListing(listing: Pick<RoomListing, 'id' | 'userId'>, by: 'owner' | 'admin' = 'owner'): Promise<void> {
  await deleteListingViewingTimes(listing.id, listing.userId);
  const writing = await writer();
  const { sdk, db } = writing;
  const registry = await readRegistry(listing.userId);
  const batch = sdk.writeBatch(db);
  batch.delete(sdk.doc(db, fsPaths.roomListing(listing.id)));
  batch.delete(sdk.doc(db, fsPaths.roomListingContact(listing.id)));
  batch.set(sdk.doc(db, fsPaths.listingRegistry(listing.userId)), {
    listingIds: registry.filter((id) => id !== listing.id),
    lastChangedId: listing.id,
  });
  countChange(writing, batch, COLLECTIONS.roomListings, listing.id, -1);
  if (by === 'admin') await auditEntry(writing, batch, { action: 'delete', targetKind: 'room', targetId: listing.id });
  await batch.commit();
}
