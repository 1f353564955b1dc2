/**
 * Rooms near a place: one Firestore range query on `geo.geohash` per geohash range covering the
 * circle (geofire-common, at most 9, usually 4), each with the public page limit, merged, cut to
 * the true radius and sorted nearest first. A search reads at most
 * NEARBY_MAX_RANGES x NEARBY_RANGE_LIMIT documents (docs/architecture.md "Read bounds").
 */
import { NEARBY_RANGE_LIMIT } from '@/config/constants';
import { NO_ROOM_FILTERS, roomMatchesFilters, tenantsAccepting, type RoomFilters } from '@/lib/filters/roomFilters';
import { geohashRangesFor, nearestWithin, type GeohashRange, type LatLng, type WithDistance } from '@/lib/place/geo';
import { LISTING_STATUSES, type RoomCardListing } from '@/types/domain';
import { toRoomCard } from '../converters';
import { fsPaths } from '../db';
import { runQuery } from '../oneShot';
import { COLLECTIONS } from '../paths';
import { withTotalOrder, type QuerySpec, type WhereClause } from '../query';

const collectionPath = fsPaths.publicCollection(COLLECTIONS.roomListings);
export const GEOHASH_FIELD = 'geo.geohash';

/**
 * One geohash range of the circle, with the room type in Firestore (its own index); the other
 * filters are checked on what comes back (a third range field per query would need an index
 * per combination). The area filter does not apply: the place replaces it.
 */
export function nearbyRoomListingsQuery([start, end]: GeohashRange, filters: RoomFilters = NO_ROOM_FILTERS): QuerySpec {
  const where: WhereClause[] = [];
  if (filters.roomType) where.push({ field: 'roomType', op: '==', value: filters.roomType });
  if (filters.tenants) where.push({ field: 'preferredTenants', op: 'in', value: tenantsAccepting(filters.tenants) });
  where.push({ field: 'status', op: 'in', value: [...LISTING_STATUSES] });
  where.push({ field: GEOHASH_FIELD, op: '>=', value: start }, { field: GEOHASH_FIELD, op: '<=', value: end });
  return withTotalOrder({ path: collectionPath, where, orderBy: [{ field: GEOHASH_FIELD, direction: 'asc' }], limit: NEARBY_RANGE_LIMIT });
}

export interface NearbyRooms {
  /** Within the radius, nearest first. */
  rooms: WithDistance<RoomCardListing>[];
  /** Some range held more rooms than its limit: nearer rooms may be missing, a smaller radius shows them. */
  capped: boolean;
}

export async function fetchNearbyRoomListings(centre: LatLng, radiusKm: number, filters: RoomFilters = NO_ROOM_FILTERS): Promise<NearbyRooms> {
  const pages = await Promise.all(geohashRangesFor(centre, radiusKm).map((range) => runQuery(nearbyRoomListingsQuery(range, filters), toRoomCard)));
  const byId = new Map<string, RoomCardListing>();
  for (const page of pages) for (const listing of page.items) byId.set(listing.id, listing);
  const wanted = { ...filters, area: undefined };
  const matching = [...byId.values()].filter((listing) => roomMatchesFilters(listing, wanted));
  return { rooms: nearestWithin(matching, centre, radiusKm, (listing) => listing.geo), capped: pages.some((page) => page.items.length >= NEARBY_RANGE_LIMIT) };
}
