import { fetchLocationListings } from '@/data';
import { premiumFirst } from '@/lib/posts';
import type { RoomCardListing } from '@/data/collections/roomListings';
import { isLocationKey } from './locationMeta';

export interface LocationRooms {
  rooms: RoomCardListing[];
  error: boolean;
}

/** What the location route's read gives its page: the read, already under way. */
export interface LocationRouteData {
  rooms: Promise<LocationRooms>;
}

const NONE: LocationRooms = { rooms: [], error: false };

/**
 * Up to 5 rooms for a location key (status then last activity), premium owners first (from each
 * post's `ownerPremium`: one read). Never rejects; a key that is not a location slug is not
 * queried. `onRooms` sees the rooms as soon as they are read.
 */
export async function loadLocationRooms(key: string | null, onRooms?: (rooms: readonly RoomCardListing[]) => void): Promise<LocationRooms> {
  if (!isLocationKey(key)) return NONE;
  try {
    const rooms = await fetchLocationListings(key);
    onRooms?.(rooms);
    return { rooms: premiumFirst(rooms), error: false };
  } catch (cause) {
    console.error('Failed to load location listings', cause);
    return { ...NONE, error: true };
  }
}
