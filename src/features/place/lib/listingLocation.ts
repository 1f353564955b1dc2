/**
 * Where a listing is, at area precision, from the postcode its owner typed: an outward code's
 * centroid as it is, a full postcode's point snapped to a 100 m grid (src/lib/place/geo.ts); the
 * full postcode itself is never part of the result. `geo` is the stored {lat, lng, geohash}.
 */
import { PLACE_MESSAGES } from '../messages';
import { areaPoint, geohashFor } from '@/lib/place/geo';
import type { Nation } from '@/lib/place/nation';
import type { ListingGeo } from '@/data/collections/listingPlace';
import { lookupArea, type LookupResult } from './postcodesApi';

export type { ListingGeo };

export interface ListingLocation {
  geo: ListingGeo;
  nation: Nation;
  outcode: string;
}

export async function locateListing(baseUrl: string, postcodeInput: string, signal?: AbortSignal): Promise<LookupResult<ListingLocation>> {
  const found = await lookupArea(baseUrl, postcodeInput, signal);
  if (!found.ok) return found;
  const { postcode, outcode, nation } = found.value;
  if (!nation) return { ok: false, error: 'invalid', message: PLACE_MESSAGES.nationUnclear };
  const point = areaPoint(found.value, postcode ? 'postcode' : 'outcode');
  return { ok: true, value: { geo: { ...point, geohash: geohashFor(point) }, nation, outcode } };
}
