import { PLACE_MESSAGES } from '@/features/place';
import { distanceKm, type LatLng } from '@/lib/place/geo';
import type { RoomCardListing } from '@/data/collections/roomListings';

/** "2.1 km from UCL, Bloomsbury": how far a card's own point is from a place; none when either is unknown. */
export function distanceFromPlace(listing: Pick<RoomCardListing, 'geo'>, place: (LatLng & { label: string }) | null): string | undefined {
  return listing.geo && place ? PLACE_MESSAGES.distanceFrom(distanceKm(listing.geo, place), place.label) : undefined;
}
