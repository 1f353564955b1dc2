/**
 * Rooms near a place, nearest first, a page at a time: the best-first search over geohash cells of
 * src/lib/place/nearestSearch.ts, each cell read with one Firestore range query on `geo.geohash`
 * (its prefix, geohash order, the public limit of 12, on from a cursor). A page is exactly the
 * next-nearest rooms that match, and reads at most NEARBY_PAGE_MAX_QUERIES x NEARBY_RANGE_LIMIT
 * documents (docs/architecture.md "Designed for scale"); "Load more" goes on from where it stopped.
 */
import { BROWSE_PAGE_SIZE, NEARBY_PAGE_MAX_QUERIES, NEARBY_PARALLEL_QUERIES, NEARBY_RANGE_LIMIT } from '@/config/constants';
import { NO_ROOM_FILTERS, roomMatchesFilters, tenantsAccepting, type RoomFilters } from '@/lib/filters/roomFilters';
import { meetsMusts } from '@/lib/household/fit';
import { queryMust, type QueryMust } from '@/lib/household/mustQuery';
import type { HouseholdNeeds } from '@/schema/household';
import type { GeohashRange, LatLng, WithDistance } from '@/lib/place/geo';
import { nearestPage, startNearest, type NearestState, type ReadCell } from '@/lib/place/nearestSearch';
import { LISTING_STATUSES, toRoomCard, type RoomCardListing } from '@/data/collections/roomListings';
import { fsPaths } from '../transport/db';
import { runQuery } from '../transport/oneShot';
import { COLLECTIONS } from '../collections';
import { withTotalOrder, type FieldValue, type QuerySpec, type WhereClause } from '../transport/query';

const collectionPath = fsPaths.publicCollection(COLLECTIONS.roomListings);
export const GEOHASH_FIELD = 'geo.geohash';

/**
 * One geohash range, with the room type and tenants in Firestore (their own indexes); the other
 * filters are checked on what comes back (a third range field per query would need an index
 * per combination). The area filter does not apply: the place replaces it.
 */
export function nearbyRoomListingsQuery([start, end]: GeohashRange, filters: RoomFilters = NO_ROOM_FILTERS, startAfter?: FieldValue[], must: QueryMust | null = null): QuerySpec {
  const where: WhereClause[] = [];
  if (filters.roomType) where.push({ field: 'roomType', op: '==', value: filters.roomType });
  if (filters.tenants) where.push({ field: 'preferredTenants', op: 'in', value: tenantsAccepting(filters.tenants) });
  if (must) where.push({ field: must.field, op: 'in', value: must.values });
  where.push({ field: 'status', op: 'in', value: [...LISTING_STATUSES] });
  where.push({ field: GEOHASH_FIELD, op: '>=', value: start }, { field: GEOHASH_FIELD, op: '<=', value: end });
  return withTotalOrder({ path: collectionPath, where, orderBy: [{ field: GEOHASH_FIELD, direction: 'asc' }], limit: NEARBY_RANGE_LIMIT, ...(startAfter ? { startAfter } : {}) });
}

/** Where a distance search stands between pages (kept by the list for "Load more"). */
export type NearbySearchState = NearestState<RoomCardListing, FieldValue[]>;

export interface NearbyRoomsPage {
  /** The next-nearest matching rooms within the radius, nearest first. */
  items: WithDistance<RoomCardListing>[];
  /** Null when no room within the radius is left. */
  next: NearbySearchState | null;
}

/** A cell's rooms: every geohash that starts with the prefix ('~' sorts after every geohash letter). */
const readCell =
  (filters: RoomFilters, must: QueryMust | null): ReadCell<RoomCardListing, FieldValue[]> =>
  async (prefix, startAfter) => {
    const page = await runQuery(nearbyRoomListingsQuery([prefix, `${prefix}~`], filters, startAfter ?? undefined, must), toRoomCard);
    return { items: page.items, more: page.next ? { cursor: page.next, geohash: String(page.next[0]) } : null };
  };

/**
 * The first page of rooms near `centre` (state null), or the page after `state`. With `mustsOnly`,
 * the seeker's kitchen must runs in each cell's query and the other musts are checked here.
 */
export async function fetchNearbyRoomListings(
  centre: LatLng,
  radiusKm: number,
  filters: RoomFilters = NO_ROOM_FILTERS,
  state: NearbySearchState | null = null,
  needs?: HouseholdNeeds,
): Promise<NearbyRoomsPage> {
  const wanted = { ...filters, area: undefined };
  const musts = filters.mustsOnly ? needs?.must : undefined;
  const page = await nearestPage<RoomCardListing, FieldValue[]>(state ?? startNearest(centre, radiusKm), {
    centre,
    radiusKm,
    read: readCell(filters, queryMust(musts)),
    pointOf: (listing) => listing.geo,
    idOf: (listing) => listing.id,
    keep: (listing) => roomMatchesFilters(listing, wanted) && meetsMusts(musts, listing.household),
    pageSize: BROWSE_PAGE_SIZE,
    maxQueries: NEARBY_PAGE_MAX_QUERIES,
    parallel: NEARBY_PARALLEL_QUERIES,
  });
  return { items: page.items, next: page.next };
}
