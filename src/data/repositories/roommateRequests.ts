/** roommate_requests: one per user (document id == uid). */
import { BROWSE_PAGE_SIZE, FILTERED_PAGE_MAX_QUERIES } from '@/config/constants';
import { locationKeyOf, requestLocationKeys } from '@/lib/filters/locationKeys';
import { NO_ROOMMATE_FILTERS, roommateMatchesFilters, type RoommateFilters } from '@/lib/filters/roommateFilters';
import { POST_CONTACT_SCHEMA, ROOMMATE_REQUEST_SCHEMA } from '@/schema/posts';
import { storedDocument, storedFields } from '@/schema/stored';
import { PENDING_STATUS, toPostContact, type PostContact } from '@/data/collections/posts';
import { REQUEST_STATUSES, toRoommateRequest, type RequestStatus, type RoommateRequest, type RoommateRequestInput } from '@/data/collections/roommateRequests';
import { auditEntry } from '../writers/auditEntry';
import { countChange } from '../writers/counters';
import { fsPaths, isPremiumOwner, nullWhenDenied, writer, type Writer } from '../transport/db';
import { getDocument, runFilteredQuery, type QueryResult } from '../transport/oneShot';
import { subscribeDocument, type Unsubscribe } from '../transport/live';
import { countNewPosts, type NewPostCount } from './newPosts';
import { getPost } from '../transport/postRead';
import { ownerTokenFields, REQUEST_SCREENED_FIELDS, sendsBackToReview } from '../writers/postScreening';
import { COLLECTIONS } from '../collections';
import { withTotalOrder, type FieldValue, type QuerySpec, type WhereClause } from '../transport/query';

const collectionPath = fsPaths.publicCollection(COLLECTIONS.roommateRequests);

/**
 * Browse Roommates, filtered in Firestore by preferred location, gender, budget range and
 * move-in date. The lifestyle preferences (Vegetarian, Non-Smoker) live in an array, and the
 * location filter already uses the query's one array-contains, so the browser applies them.
 */
export function browseRoommateRequestsQuery(filters: RoommateFilters = NO_ROOMMATE_FILTERS, startAfter?: FieldValue[] | null): QuerySpec {
  const where: WhereClause[] = [];
  const locationKey = locationKeyOf(filters.location ?? '');
  if (locationKey) where.push({ field: 'locationKeys', op: 'array-contains', value: locationKey });
  if (filters.gender) where.push({ field: 'gender', op: '==', value: filters.gender });
  // Hidden requests (status 'hidden', set by moderators) never reach a page.
  where.push({ field: 'status', op: 'in', value: [...REQUEST_STATUSES] });
  if (filters.minBudget !== undefined) where.push({ field: 'budget', op: '>=', value: filters.minBudget });
  if (filters.maxBudget !== undefined) where.push({ field: 'budget', op: '<=', value: filters.maxBudget });
  if (filters.moveInBy) where.push({ field: 'moveInDate', op: '<=', value: filters.moveInBy });
  return withTotalOrder({
    path: collectionPath,
    where,
    orderBy: [
      { field: 'status', direction: 'asc' },
      { field: 'lastActivity', direction: 'desc' },
    ],
    limit: BROWSE_PAGE_SIZE,
    ...(startAfter ? { startAfter } : {}),
  });
}

export function fetchRoommateRequestsPage(filters: RoommateFilters, startAfter?: FieldValue[] | null): Promise<QueryResult<RoommateRequest>> {
  return runFilteredQuery(
    (cursor) => browseRoommateRequestsQuery(filters, cursor),
    toRoommateRequest,
    { keep: (request) => roommateMatchesFilters(request, filters), want: BROWSE_PAGE_SIZE, maxQueries: FILTERED_PAGE_MAX_QUERIES },
    startAfter ?? null,
  );
}

/** Active requests created after `since` that match the filters (a saved search's "new" count). */
export function countNewRoommateRequests(filters: RoommateFilters, since: Date): Promise<NewPostCount> {
  return countNewPosts(collectionPath, toRoommateRequest, (request) => roommateMatchesFilters(request, filters), since);
}

/** null when absent, or when moderated and the caller is neither its owner nor an admin (as listings). */
export function getRoommateRequest(uid: string): Promise<RoommateRequest | null> {
  return getPost(fsPaths.roommateRequest(uid), toRoommateRequest);
}

export function subscribeMyRoommateRequest(
  uid: string,
  onNext: (request: RoommateRequest | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeDocument(fsPaths.roommateRequest(uid), toRoommateRequest, onNext, onError);
}

export function getRoommateRequestContact(uid: string): Promise<PostContact | null> {
  return nullWhenDenied(getDocument(fsPaths.roommateRequestContact(uid), toPostContact));
}

/**
 * Creates or merges the caller's request with a fresh lastActivity and the
 * badges of the caller's token; createdAt and status ('pending' without a verified phone) are set
 * only when the document is new. An owner without a verified phone who changes what a live
 * request shows sends it back to review ('pending'): resolves true when it did. *
 * `self` and `needs` follow in a write of their own, each set whole (a need taken away is gone):
 * the rules check each costly part only in the write that changes it, and a maximal profile's
 * text, self and needs together are over the rules engine's expression budget.
 */
export async function saveRoommateRequest(uid: string, input: RoommateRequestInput, phoneNumber: string): Promise<boolean> {
  const writing = await writer();
  const { sdk, db } = writing;
  const ref = sdk.doc(db, fsPaths.roommateRequest(uid));
  const [existing, ownerPremium, token] = await Promise.all([sdk.getDoc(ref), isPremiumOwner(writing, uid), ownerTokenFields()]);
  const { self, needs, ...profile } = input;
  const changes = { ...profile, locationKeys: requestLocationKeys(input.preferredLocations) };
  const stored = existing.data();
  const toReview = stored !== undefined && sendsBackToReview(stored, changes, REQUEST_SCREENED_FIELDS, token.phoneVerified);
  const batch = sdk.writeBatch(db);
  batch.set(
    ref,
    storedFields(ROOMMATE_REQUEST_SCHEMA, {
      ...changes,
      userId: uid,
      lastActivity: sdk.serverTimestamp(),
      ownerPremium,
      ownerVerified: token.ownerVerified,
      ...(stored === undefined ? { status: token.initialStatus, createdAt: sdk.serverTimestamp() } : {}),
      ...(toReview ? { status: PENDING_STATUS } : {}),
    }),
    { merge: true },
  );
  batch.set(sdk.doc(db, fsPaths.roommateRequestContact(uid)), storedDocument(POST_CONTACT_SCHEMA, { phoneNumber, userId: uid }));
  if (stored === undefined) countChange(writing, batch, COLLECTIONS.roommateRequests, uid, 1);
  await batch.commit();
  await saveHousehold(writing, uid, { self, needs });
  return toReview;
}

/**
 * `self` and `needs`, each set whole, in a write of their own after the rest of the profile's
 * (the rules engine's expression budget: see saveRoommateRequest); nothing when neither is given.
 */
async function saveHousehold({ sdk, db }: Writer, uid: string, { self, needs }: Pick<RoommateRequestInput, 'self' | 'needs'>): Promise<void> {
  const household = { ...(self === undefined ? {} : { self }), ...(needs === undefined ? {} : { needs }) };
  if (Object.keys(household).length === 0) return;
  const fields = storedFields(ROOMMATE_REQUEST_SCHEMA, { ...household, lastActivity: sdk.serverTimestamp() });
  await sdk.setDoc(sdk.doc(db, fsPaths.roommateRequest(uid)), fields, { mergeFields: Object.keys(fields) });
}

/** The owner's Mark as Found / Active, with the badges of their token (the rules require them). */
export async function setRoommateRequestStatus(uid: string, status: RequestStatus): Promise<void> {
  const { sdk, db } = await writer();
  const { ownerVerified } = await ownerTokenFields();
  await sdk.updateDoc(sdk.doc(db, fsPaths.roommateRequest(uid)), storedFields(ROOMMATE_REQUEST_SCHEMA, { status, ownerVerified }));
}

/** An admin's edit; `self` and `needs` follow in a write of their own, as in saveRoommateRequest. */
export async function updateRoommateRequestAsAdmin(uid: string, input: Partial<RoommateRequestInput>): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const { self, needs, ...profile } = input;
  const keys = profile.preferredLocations === undefined ? {} : { locationKeys: requestLocationKeys(profile.preferredLocations) };
  await sdk.updateDoc(sdk.doc(db, fsPaths.roommateRequest(uid)), storedFields(ROOMMATE_REQUEST_SCHEMA, { ...profile, ...keys, lastActivity: sdk.serverTimestamp() }));
  await saveHousehold(writing, uid, { self, needs });
}

/** `by: 'admin'`: a moderator's delete, which carries its audit entry. */
export async function deleteRoommateRequest(uid: string, by: 'owner' | 'admin' = 'owner'): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const batch = sdk.writeBatch(db);
  batch.delete(sdk.doc(db, fsPaths.roommateRequest(uid)));
  batch.delete(sdk.doc(db, fsPaths.roommateRequestContact(uid)));
  countChange(writing, batch, COLLECTIONS.roommateRequests, uid, -1);
  if (by === 'admin') await auditEntry(writing, batch, { action: 'delete', targetKind: 'roommate', targetId: uid });
  await batch.commit();
}
