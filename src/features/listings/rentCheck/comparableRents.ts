import { fetchComparableRents } from '@/data';
import { listingLocationKeys } from '@/lib/filters/locationKeys';
import { compareRent, type RentComparison } from '@/lib/screening/rentComparison';
import type { RoomListing } from '@/data/collections/roomListings';

export type ComparedRoom = Pick<RoomListing, 'id' | 'rent' | 'roomType' | 'address' | 'postcode'>;

export interface RoomRentComparison {
  /** The place compared with: the room's area, or its city when the area has too few listings. */
  place: string;
  locationKey: string;
  comparison: RentComparison;
}

const TRAILING_COUNTRY = /,?\s*uk$/i;

/**
 * Compares a room's rent with other active listings of its room type: in its area first
 * (one query of at most 12), then, with too few there, in its city (one more). The admins'
 * "rent far below typical" signal can use the same comparison (rentFarBelowTypical).
 */
export async function compareRoomRent(room: ComparedRoom): Promise<RoomRentComparison> {
  const [areaKey = '', cityKey = ''] = listingLocationKeys(room);
  const places = [
    { locationKey: areaKey, place: room.address.trim() },
    { locationKey: cityKey, place: room.postcode.replace(TRAILING_COUNTRY, '').trim() },
  ].filter((candidate) => candidate.locationKey !== '');
  let last: RoomRentComparison = { place: room.address, locationKey: areaKey, comparison: { kind: 'not-enough', count: 0 } };
  for (const { locationKey, place } of places) {
    const comparison = compareRent(room.rent, await fetchComparableRents(locationKey, room.roomType, room.id));
    last = { place, locationKey, comparison };
    if (comparison.kind === 'compared') break;
  }
  return last;
}
