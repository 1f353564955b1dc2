/**
 * The place a listing form saves: its postcode geocoded to the area point and nation
 * (src/features/place). An unknown code stops the save with a message; a service that is down
 * lets the listing save with its outward code alone, to be located later.
 */
import { env } from '@/config/env';
import { locateListing, PLACE_MESSAGES } from '@/features/place';
import { parsePostcode } from '@/lib/place/postcode';
import type { ListingPlace } from '@/data/collections/listingPlace';

/** Room for a full postcode typed with spaces ("SW1A  1AA "). */
export const POSTCODE_INPUT_MAX = 12;

/** An unknown or malformed postcode: the save stops and says so; nothing typed is lost. */
export class ListingPlaceError extends Error {}

export interface ResolvedPlace {
  place: ListingPlace;
  /** Set when the listing saves without a point (service down). */
  notice: string | null;
}

export function postcodeError(input: string): string | null {
  if (!input.trim()) return PLACE_MESSAGES.listingPostcodeRequired;
  return parsePostcode(input) ? null : PLACE_MESSAGES.invalidPostcode;
}

/** `current` is the stored place (edit): an unchanged outward code keeps its point without a lookup. */
export async function resolveListingPlace(input: string, current?: ListingPlace): Promise<ResolvedPlace> {
  const parsed = parsePostcode(input);
  if (!parsed) throw new ListingPlaceError(PLACE_MESSAGES.invalidPostcode);
  if (current?.geo && current.nation && current.outcode === parsed.normalised) {
    return { place: { outcode: current.outcode, geo: current.geo, nation: current.nation }, notice: null };
  }
  const found = await locateListing(env.postcodesApiUrl, parsed.normalised);
  if (found.ok) return { place: { outcode: found.value.outcode, geo: found.value.geo, nation: found.value.nation }, notice: null };
  if (found.error === 'network' || found.error === 'unavailable') {
    return { place: { outcode: parsed.outward }, notice: PLACE_MESSAGES.savedWithoutPoint(parsed.outward) };
  }
  throw new ListingPlaceError(found.message);
}

/** The failure a save shows: the place's own message, or the form's usual one. */
export function placeFailureOr(error: unknown, fallback: string): string {
  return error instanceof ListingPlaceError ? error.message : fallback;
}
