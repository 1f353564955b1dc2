import { buildSlug } from '@/config/slug';

/** What the rules allow in a `locationKeys` array (and array-contains needs no more). */
const MAX_LOCATION_KEYS = 10;

const TRAILING_COUNTRY = /,?\s*uk$/i;

/** Slugs of each comma-separated part, deduplicated: ["Ilford", "London"] → ["ilford", "london"]. */
function keysOf(parts: readonly string[]): string[] {
  const keys = parts
    .flatMap((part) => part.split(','))
    .map((part) => buildSlug(part))
    .filter((key) => key !== '');
  return [...new Set(keys)].slice(0, MAX_LOCATION_KEYS);
}

/**
 * A listing's search keys: its area and its city, e.g. ["ilford", "london"]. Stored as
 * `locationKeys` so location pages and the area filter are one array-contains query.
 */
export function listingLocationKeys({ address, postcode }: { address: string; postcode: string }): string[] {
  return keysOf([address, postcode.replace(TRAILING_COUNTRY, '')]);
}

/** A roommate request's search keys, from its "Preferred locations" text. */
export function requestLocationKeys(preferredLocations: string): string[] {
  return keysOf([preferredLocations.replace(TRAILING_COUNTRY, '')]);
}

/** The key a typed area ("East Ham") is searched by; '' when it has no letters. */
export function locationKeyOf(area: string): string {
  return buildSlug(area);
}
