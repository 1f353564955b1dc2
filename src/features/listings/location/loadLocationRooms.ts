import { preload } from 'react-dom';
import { fetchLocationListings } from '@/data';
import { cardImageAttributes } from '@/lib/cardPhotos';
import { premiumFirst } from '@/lib/posts';
import type { RoomCardListing } from '@/data/collections/roomListings';
import { isLocationKey } from './locationMeta';

export interface LocationRooms {
  rooms: RoomCardListing[];
  error: boolean;
}

const NONE: LocationRooms = { rooms: [], error: false };

/** Fetches a card's photo (its rendition when it has one) now rather than once its card renders. */
function preloadPhoto(room: RoomCardListing | undefined): void {
  const image = room ? cardImageAttributes(room) : null;
  if (image) preload(image.src, { as: 'image', fetchPriority: 'high' });
}

/**
 * Up to 5 rooms for a location key (status then last activity), premium owners first (from each
 * post's `ownerPremium`: one read). Never rejects; a key that is not a location slug is not
 * queried. The first card's photo, the page's largest paint, is fetched as soon as it is known.
 */
export async function loadLocationRooms(key: string | null): Promise<LocationRooms> {
  if (!isLocationKey(key)) return NONE;
  try {
    const rooms = premiumFirst(await fetchLocationListings(key));
    preloadPhoto(rooms[0]);
    return { rooms, error: false };
  } catch (cause) {
    console.error('Failed to load location listings', cause);
    return { ...NONE, error: true };
  }
}
