/** roommate_requests: one per user (document id == uid). */
import { BROWSE_PAGE_SIZE } from '@/config/constants';
import { REQUEST_STATUSES, type PostContact, type RequestStatus, type RoommateRequest, type RoommateRequestInput } from '@/types/domain';
import { toPostContact, toRoommateRequest } from '../converters';
import { fsPaths, isPermissionDenied, writer } from '../db';
import { getDocument, runQuery, type QueryResult } from '../lite';
import { subscribeDocument, type Unsubscribe } from '../live';
import { COLLECTIONS } from '../paths';
import type { FieldValue, QuerySpec } from '../query';

const collectionPath = fsPaths.publicCollection(COLLECTIONS.roommateRequests);

export function browseRoommateRequestsQuery(startAfter?: FieldValue[] | null): QuerySpec {
  return {
    path: collectionPath,
    // Hidden requests (status 'hidden', set by moderators) never reach a page.
    where: [{ field: 'status', op: 'in', value: [...REQUEST_STATUSES] }],
    orderBy: [
      { field: 'status', direction: 'asc' },
      { field: 'lastActivity', direction: 'desc' },
    ],
    limit: BROWSE_PAGE_SIZE,
    ...(startAfter ? { startAfter } : {}),
  };
}

export function fetchRoommateRequestsPage(startAfter?: FieldValue[] | null): Promise<QueryResult<RoommateRequest>> {
  return runQuery(browseRoommateRequestsQuery(startAfter), toRoommateRequest);
}

export function getRoommateRequest(uid: string): Promise<RoommateRequest | null> {
  return getDocument(fsPaths.roommateRequest(uid), toRoommateRequest);
}

export function subscribeMyRoommateRequest(
  uid: string,
  onNext: (request: RoommateRequest | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeDocument(fsPaths.roommateRequest(uid), toRoommateRequest, onNext, onError);
}

export async function getRoommateRequestContact(uid: string): Promise<PostContact | null> {
  try {
    return await getDocument(fsPaths.roommateRequestContact(uid), toPostContact);
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/**
 * Creates or merges the caller's request with a fresh lastActivity (spec §7 "merge-set");
 * createdAt and status are set only when the document is new.
 */
export async function saveRoommateRequest(uid: string, input: RoommateRequestInput, phoneNumber: string): Promise<void> {
  const { sdk, db } = await writer();
  const ref = sdk.doc(db, fsPaths.roommateRequest(uid));
  const existing = await sdk.getDoc(ref);
  const batch = sdk.writeBatch(db);
  batch.set(
    ref,
    {
      ...input,
      userId: uid,
      lastActivity: sdk.serverTimestamp(),
      ...(existing.exists() ? {} : { status: 'active', createdAt: sdk.serverTimestamp() }),
    },
    { merge: true },
  );
  batch.set(sdk.doc(db, fsPaths.roommateRequestContact(uid)), { phoneNumber, userId: uid });
  await batch.commit();
}

export async function setRoommateRequestStatus(uid: string, status: RequestStatus): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.updateDoc(sdk.doc(db, fsPaths.roommateRequest(uid)), { status });
}

export async function updateRoommateRequestAsAdmin(uid: string, input: Partial<RoommateRequestInput>): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.updateDoc(sdk.doc(db, fsPaths.roommateRequest(uid)), { ...input, lastActivity: sdk.serverTimestamp() });
}

export async function deleteRoommateRequest(uid: string): Promise<void> {
  const { sdk, db } = await writer();
  const batch = sdk.writeBatch(db);
  batch.delete(sdk.doc(db, fsPaths.roommateRequest(uid)));
  batch.delete(sdk.doc(db, fsPaths.roommateRequestContact(uid)));
  await batch.commit();
}
