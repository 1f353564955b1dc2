/**
 * Admin dashboard reads (spec §7 "Admin"): pages of 10 over the posts, and count aggregations
 * for the overview. Users and conversations pages live in their own repositories
 * (fetchUsersPage, fetchConversationsPage). The rules allow these to admins only.
 */
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import type { RoomListing, RoommateRequest } from '@/types/domain';
import { toRoomListing, toRoommateRequest } from '../converters';
import { fsPaths } from '../db';
import { countQuery, runQuery, type QueryResult } from '../oneShot';
import { COLLECTIONS, type PublicCollection } from '../paths';
import { withTotalOrder, type FieldValue, type QuerySpec } from '../query';

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

/** What the overview counts, and which timestamp decides "today" for each (spec §7). */
export const DASHBOARD_COUNT_SOURCES = {
  users: { collection: COLLECTIONS.userProfiles, field: 'createdAt' },
  roomListings: { collection: COLLECTIONS.roomListings, field: 'lastActivity' },
  roommateRequests: { collection: COLLECTIONS.roommateRequests, field: 'lastActivity' },
  conversations: { collection: COLLECTIONS.conversations, field: 'lastMessageTimestamp' },
} as const satisfies Record<string, { collection: PublicCollection; field: string }>;

export type DashboardCountKey = keyof typeof DASHBOARD_COUNT_SOURCES;

export interface DashboardCount {
  total: number;
  today: number;
}

export type DashboardCounts = Record<DashboardCountKey, DashboardCount>;

/** The count specs: everything, and what has its timestamp at or after `since`. */
export function dashboardCountQueries(key: DashboardCountKey, since: Date): { total: QuerySpec; today: QuerySpec } {
  const { collection, field } = DASHBOARD_COUNT_SOURCES[key];
  const path = fsPaths.publicCollection(collection);
  return { total: { path }, today: { path, where: [{ field, op: '>=', value: since }] } };
}

/** Eight count aggregations (never document reads): totals and "today" since `since`. */
export async function fetchDashboardCounts(since: Date): Promise<DashboardCounts> {
  const keys = Object.keys(DASHBOARD_COUNT_SOURCES) as DashboardCountKey[];
  const entries = await Promise.all(
    keys.map(async (key): Promise<[DashboardCountKey, DashboardCount]> => {
      const queries = dashboardCountQueries(key, since);
      const [total, today] = await Promise.all([countQuery(queries.total), countQuery(queries.today)]);
      return [key, { total, today }];
    }),
  );
  return Object.fromEntries(entries) as DashboardCounts;
}
