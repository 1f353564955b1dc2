/**
 * A listing's place as stored (outcode, geo, nation) → the domain's ListingPlace, and back as the
 * fields a write sets. Kept apart from ./roomListings.ts so the place has one reader and one writer.
 */
import { NATIONS, type Nation } from '@/lib/place/nation';
import type { RawDoc } from './documents';

/** A listing's point at area precision (an outward code's centroid, or a postcode snapped to 100 m). */
export interface ListingGeo {
  lat: number;
  lng: number;
  geohash: string;
}

/**
 * Where a listing is. Listings made before places existed have none of it until an admin's
 * "Locate listings" fills it; a listing saved while the postcode service was down has the
 * outward code but no point yet.
 */
export interface ListingPlace {
  /** The outward code ("E6"), the only part of a postcode ever stored. */
  outcode?: string;
  geo?: ListingGeo;
  nation?: Nation;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function geoOf(value: unknown): ListingGeo | null {
  if (!value || typeof value !== 'object') return null;
  const { lat, lng, geohash } = value as Record<string, unknown>;
  return isNumber(lat) && isNumber(lng) && typeof geohash === 'string' && geohash !== '' ? { lat, lng, geohash } : null;
}

export function listingPlaceOf(data: RawDoc['data']): ListingPlace {
  const geo = geoOf(data.geo);
  const nation = NATIONS.find((value) => value === data.nation);
  return {
    ...(typeof data.outcode === 'string' && data.outcode !== '' ? { outcode: data.outcode } : {}),
    ...(geo ? { geo } : {}),
    ...(nation ? { nation } : {}),
  };
}

/**
 * What a create writes of the place: only the fields it has (the rules want geo and nation
 * together, and an outward code on every new listing).
 */
export function placeFieldsForCreate({ outcode, geo, nation }: ListingPlace): ListingPlace {
  return { ...(outcode ? { outcode } : {}), ...(geo && nation ? { geo, nation } : {}) };
}

/**
 * What an edit writes of the place: nothing when the edit does not carry one (an admin's edit of
 * other fields); otherwise the outward code, and the point and nation or, when the new code could
 * not be located (service down), `remove` for both so no stale point stays behind.
 */
export function placeFieldsForUpdate<Remove>({ outcode, geo, nation }: ListingPlace, remove: () => Remove): Record<string, unknown> {
  if (!outcode) return {};
  return geo && nation ? { outcode, geo, nation } : { outcode, geo: remove(), nation: remove() };
}
