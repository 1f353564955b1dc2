/**
 * Admin dashboard reads: pages of 10 over the posts, and the overview's counts
 * (kept totals, and count aggregations for today). Users and conversations pages live in their
 * own repositories (fetchUsersPage, fetchConversationsPage). The rules allow these to admins only.
 */
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { toRoomListing, type RoomListing } from '@/data/collections/roomListings';
import { toRoommateRequest, type RoommateRequest } from '@/data/collections/roommateRequests';
import { fsPaths } from '../transport/db';
import { fetchCollectionTotals } from '../writers/counters';
import { countQuery, runQuery, type QueryResult } from '../transport/oneShot';
import { COLLECTIONS, type PublicCollection } from '../collections';
import type { CountedCollection } from '../collections/companions';
import { withTotalOrder, type FieldValue, type QuerySpec } from '../transport/query';

const postOrder: QuerySpec['orderBy'] = [
  { field: 'status', direction: 'asc' },
  { field: 'lastActivity', direction: 'desc' },
];

function adminPostsQuery(collection: PublicCollection, startAfter?: FieldValue[] | null): QuerySpec {
  return withTotalOrder({
    path: fsPaths.publicCollection(collection),
    orderBy: postOrder,
    limit: ADMIN_PAGE_SIZE,
    ...(startAfter ? { startAfter } : {}),
  });
}

export function adminRoomListingsQuery(startAfter?: FieldValue[] | null): QuerySpec {
  return adminPostsQuery(COLLECTIONS.roomListings, startAfter);
}

export function adminRoommateRequestsQuery(startAfter?: FieldValue[] | null): QuerySpec {
  return adminPostsQuery(COLLECTIONS.roommateRequests, startAfter);
}

export function fetchAdminRoomListingsPage(startAfter?: FieldValue[] | null): Promise<QueryResult<RoomListing>> {
  return runQuery(adminRoomListingsQuery(startAfter), toRoomListing);
}

export function fetchAdminRoommateRequestsPage(startAfter?: FieldValue[] | null): Promise<QueryResult<RoommateRequest>> {
  return runQuery(adminRoommateRequestsQuery(startAfter), toRoommateRequest);
}

/** What the overview counts, and which timestamp decides "today" for each. */
export const DASHBOARD_COUNT_SOURCES = {
  users: { collection: COLLECTIONS.userProfiles, field: 'createdAt' },
  roomListings: { collection: COLLECTIONS.roomListings, field: 'lastActivity' },
  roommateRequests: { collection: COLLECTIONS.roommateRequests, field: 'lastActivity' },
  conversations: { collection: COLLECTIONS.conversations, field: 'lastMessageTimestamp' },
} as const satisfies Record<string, { collection: CountedCollection; field: string }>;

export type DashboardCountKey = keyof typeof DASHBOARD_COUNT_SOURCES;

export interface DashboardCount {
  total: number;
  today: number;
  /** The total is the kept counter (stats/{collection}); false: counted now, as no counter exists yet. */
  kept: boolean;
  /** When an admin last recounted this total. */
  recountedAt: Date | null;
}

export type DashboardCounts = Record<DashboardCountKey, DashboardCount>;

/** The count specs: everything, and what has its timestamp at or after `since`. */
export function dashboardCountQueries(key: DashboardCountKey, since: Date): { total: QuerySpec; today: QuerySpec } {
  const { collection, field } = DASHBOARD_COUNT_SOURCES[key];
  const path = fsPaths.publicCollection(collection);
  return { total: { path }, today: { path, where: [{ field, op: '>=', value: since }] } };
}

const DASHBOARD_COUNT_KEYS = Object.keys(DASHBOARD_COUNT_SOURCES) as DashboardCountKey[];

/**
 * Totals from the kept counters (four document reads, whatever the size of the data) and
 * "today" since `since` by count aggregation (billed by the day's documents, not all of them).
 * A collection without a counter yet is counted by aggregation instead (until an admin recounts).
 */
export async function fetchDashboardCounts(since: Date): Promise<DashboardCounts> {
  const [totals, todays] = await Promise.all([
    fetchCollectionTotals(DASHBOARD_COUNT_KEYS.map((key) => DASHBOARD_COUNT_SOURCES[key].collection)),
    Promise.all(DASHBOARD_COUNT_KEYS.map((key) => countQuery(dashboardCountQueries(key, since).today))),
  ]);
  const entries = await Promise.all(
    DASHBOARD_COUNT_KEYS.map(async (key, index): Promise<[DashboardCountKey, DashboardCount]> => {
      const kept = totals[index] ?? null;
      const today = todays[index] ?? 0;
      if (kept) return [key, { total: kept.count, today, kept: true, recountedAt: kept.recountedAt }];
      return [key, { total: await countQuery(dashboardCountQueries(key, since).total), today, kept: false, recountedAt: null }];
    }),
  );
  return Object.fromEntries(entries) as DashboardCounts;
}
