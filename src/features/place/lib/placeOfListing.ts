/**
 * Where a listing saved without a point is: its outward code when it has one, otherwise the
 * outward code of its area found by name (postcodes.io places: "Kingsbury" → NW9), then located
 * like a new listing's. For the admins' "Locate listings".
 */
import type { ListingGeo } from '@/data/collections/listingPlace';
import type { Nation } from '@/lib/place/nation';
import { locateListing } from './listingLocation';
import { searchPlaces, type LookupResult } from './postcodesApi';
import { PLACE_MESSAGES } from '../messages';

export interface ListingToLocate {
  address: string;
  outcode?: string;
}

export async function placeOfListing(baseUrl: string, listing: ListingToLocate): Promise<LookupResult<{ outcode: string; geo: ListingGeo; nation: Nation }>> {
  let outcode = listing.outcode;
  if (!outcode) {
    const places = await searchPlaces(baseUrl, listing.address, { limit: 1 });
    if (!places.ok) return places;
    outcode = places.value[0]?.outcode || undefined;
    if (!outcode) return { ok: false, error: 'not-found', message: PLACE_MESSAGES.outcodeNotFound };
  }
  return locateListing(baseUrl, outcode);
}
