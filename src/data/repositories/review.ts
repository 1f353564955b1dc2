/**
 * Screening before publication, admins only (the rules refuse everyone else): the
 * Review queue of pending posts (oldest first), Approve / Reject with a reason, the pages of live
 * posts the Flagged view screens, and the reads each post's risk signals need.
 */
import { ADMIN_PAGE_SIZE, MAX_LISTINGS_PER_USER, PHOTO_COMPARE_SAMPLE } from '@/config/constants';
import { postSlugs } from '@/config/paths';
import type { RejectionReason } from '@/data/collections/posts';
import { toRoomListing, type RoomListing } from '@/data/collections/roomListings';
import { toRoommateRequest, type RoommateRequest } from '@/data/collections/roommateRequests';
import { toDate } from '../collections/documents';
import { auditEntry, type AuditInput } from '../writers/auditEntry';
import { fsPaths, writer } from '../transport/db';
import { isMailSafe } from '@/lib/linkLike';
import { addDecisionMail } from '../writers/mail';
import { getDocument, runQuery, type QueryResult } from '../transport/oneShot';
import { COLLECTIONS, type PublicCollection } from '../collections';
import { DOCUMENT_ID, type FieldValue, type QuerySpec } from '../transport/query';
import { locationListingsQuery } from './roomListings';

export type ReviewedCollection = Extract<PublicCollection, 'room_listings' | 'roommate_requests'>;

/** Pending posts, oldest first; the document id breaks ties so no post is skipped between pages. */
export function pendingPostsQuery(collection: ReviewedCollection, startAfter?: FieldValue[] | null): QuerySpec {
  return {
    path: fsPaths.publicCollection(collection),
    where: [{ field: 'status', op: '==', value: 'pending' }],
    orderBy: [
      { field: 'createdAt', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    limit: ADMIN_PAGE_SIZE,
    ...(startAfter ? { startAfter } : {}),
  };
}

/** Live (active) posts, newest first: the Flagged view screens them a page at a time. */
export function livePostsQuery(collection: ReviewedCollection, startAfter?: FieldValue[] | null): QuerySpec {
  return {
    path: fsPaths.publicCollection(collection),
    where: [{ field: 'status', op: '==', value: 'active' }],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: ADMIN_PAGE_SIZE,
    ...(startAfter ? { startAfter } : {}),
  };
}

export function fetchPendingListingsPage(startAfter?: FieldValue[] | null): Promise<QueryResult<RoomListing>> {
  return runQuery(pendingPostsQuery(COLLECTIONS.roomListings, startAfter), toRoomListing);
}

export function fetchPendingRequestsPage(startAfter?: FieldValue[] | null): Promise<QueryResult<RoommateRequest>> {
  return runQuery(pendingPostsQuery(COLLECTIONS.roommateRequests, startAfter), toRoommateRequest);
}

export function fetchLiveListingsPage(startAfter?: FieldValue[] | null): Promise<QueryResult<RoomListing>> {
  return runQuery(livePostsQuery(COLLECTIONS.roomListings, startAfter), toRoomListing);
}

export function fetchLiveRequestsPage(startAfter?: FieldValue[] | null): Promise<QueryResult<RoommateRequest>> {
  return runQuery(livePostsQuery(COLLECTIONS.roommateRequests, startAfter), toRoommateRequest);
}

function postPath(collection: ReviewedCollection, id: string): string {
  return collection === COLLECTIONS.roomListings ? fsPaths.roomListing(id) : fsPaths.roommateRequest(id);
}

/** The audit log's name for a post of `collection`. */
export function postTargetKind(collection: ReviewedCollection): 'room' | 'roommate' {
  return collection === COLLECTIONS.roomListings ? 'room' : 'roommate';
}

/** One admin update of a post, with its audit entry, in one batch. */
async function moderatePost(collection: ReviewedCollection, id: string, audit: Pick<AuditInput, 'action' | 'reason'>, change: (sdk: Awaited<ReturnType<typeof writer>>['sdk']) => Record<string, unknown>): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const batch = sdk.writeBatch(db);
  batch.update(sdk.doc(db, postPath(collection, id)), change(sdk));
  await auditEntry(writing, batch, { ...audit, targetKind: postTargetKind(collection), targetId: id });
  await batch.commit();
}

type Decision = { status: 'active' } | { status: 'rejected'; reason: RejectionReason };

/**
 * The decision and, in the same batch, its audit entry and its email to the owner
 * (`post-approved` / `post-rejected`, unless they turned listing emails off). One read of the post
 * for its owner and title.
 */
async function decide(collection: ReviewedCollection, id: string, decision: Decision): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const ref = sdk.doc(db, postPath(collection, id));
  const post = (await sdk.getDoc(ref)).data();
  const batch = sdk.writeBatch(db);
  batch.update(ref, decision.status === 'active' ? { status: 'active', rejectionReason: sdk.deleteField() } : { status: 'rejected', rejectionReason: decision.reason });
  const owner: unknown = post?.userId;
  const title: unknown = collection === COLLECTIONS.roomListings ? post?.title : post?.userName;
  const postKind = postTargetKind(collection);
  const audit = decision.status === 'active' ? { action: 'approve' as const } : { action: 'reject' as const, reason: decision.reason };
  const entryId = await auditEntry(writing, batch, { ...audit, targetKind: postKind, targetId: id });
  if (typeof owner === 'string' && typeof title === 'string' && isMailSafe(title) && (post?.status ?? 'active') !== decision.status) {
    const slugSource: unknown = collection === COLLECTIONS.roomListings ? title : post?.requirements;
    const postSlug = typeof slugSource === 'string' ? postSlugs[postKind](slugSource) : undefined;
    const about = { postKind, postId: id, postTitle: title, ...(postSlug ? { postSlug } : {}) };
    await addDecisionMail(writing, batch, owner, { ...about, ...(decision.status === 'rejected' ? { reason: decision.reason } : {}) }, entryId);
  }
  await batch.commit();
}

/** Approve: the post goes live (also a rejected one an admin reconsidered: its reason is removed). */
export function approvePost(collection: ReviewedCollection, id: string): Promise<void> {
  return decide(collection, id, { status: 'active' });
}

/** Reject with a reason from REJECTION_REASONS; the owner sees it on the post (and by email). */
export function rejectPost(collection: ReviewedCollection, id: string, reason: RejectionReason): Promise<void> {
  return decide(collection, id, { status: 'rejected', reason });
}

/** "Looks fine": the admin cleared a live post's risk signals (the Flagged view skips it until it changes). */
export function clearPostSignals(collection: ReviewedCollection, id: string): Promise<void> {
  return moderatePost(collection, id, { action: 'signals_cleared' }, (sdk) => ({ signalsClearedAt: sdk.serverTimestamp() }));
}

/** Up to PHOTO_COMPARE_SAMPLE live listings in an area: the candidates for the duplicate-photo check. */
export async function fetchAreaListings(locationKey: string): Promise<RoomListing[]> {
  return (await runQuery({ ...locationListingsQuery(locationKey), limit: PHOTO_COMPARE_SAMPLE }, toRoomListing)).items;
}

export interface OwnerActivity {
  /** The account's creation (private profile's server-set createdAt); null when unknown. */
  accountCreatedAt: Date | null;
  /** When each of the owner's posts (up to 4 listings and the roommate request) was created. */
  postsCreatedAt: (Date | null)[];
  /** The new-account conversation counter (rate_limits/conversations), when there is one. */
  conversations: { count: number; windowStart: Date | null; lastAt: Date | null } | null;
}

/** The reads behind the account signals: the private profile, the owner's posts and counter. */
export async function fetchOwnerActivity(uid: string): Promise<OwnerActivity> {
  const [profile, listings, request, counter] = await Promise.all([
    getDocument(fsPaths.privateProfile(uid), ({ data }) => toDate(data.createdAt)),
    runQuery(
      { path: fsPaths.publicCollection(COLLECTIONS.roomListings), where: [{ field: 'userId', op: '==', value: uid }], limit: MAX_LISTINGS_PER_USER },
      ({ data }) => toDate(data.createdAt),
    ),
    getDocument(fsPaths.roommateRequest(uid), ({ data }) => toDate(data.createdAt)),
    getDocument(fsPaths.rateLimit(uid, 'conversations'), ({ data }) => ({
      count: typeof data.count === 'number' ? data.count : 0,
      windowStart: toDate(data.windowStart),
      lastAt: toDate(data.lastAt),
    })),
  ]);
  return {
    accountCreatedAt: profile ?? null,
    postsCreatedAt: [...listings.items, ...(request === null ? [] : [request])],
    conversations: counter,
  };
}
