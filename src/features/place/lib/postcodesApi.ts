/**
 * postcodes.io from the browser (free, open data, no key, CORS; locally its labelled stand-in):
 *   GET /postcodes/{postcode}  one full postcode          → { status, result: { latitude, longitude, country, outcode, ... } }
 *   GET /outcodes/{outcode}    an outward code's centroid  → { status, result: { latitude, longitude, country: string[], ... } }
 *   GET /places?q=&limit=      OS Open Names places, prefix match → { status, result: Place[] }
 * 404 means unknown (body { status: 404, error: 'Postcode not found' | 'Invalid postcode' | 'Outcode not found' }).
 * Every call resolves to a typed result with a message for people; only an abort rejects.
 */
import { PLACE_MESSAGES } from '../messages';
import { nationFromCountry, type Nation } from '@/lib/place/nation';
import { parsePostcode } from '@/lib/place/postcode';

export type PlaceLookupError = 'invalid' | 'not-found' | 'network' | 'unavailable';
export type LookupResult<T> = { ok: true; value: T } | { ok: false; error: PlaceLookupError; message: string };

export interface GeocodedArea {
  /** "E6 2AB" for a full postcode, null for an outward code alone. */
  postcode: string | null;
  outcode: string;
  lat: number;
  lng: number;
  /** Null for a district across a border, or outside the four nations. */
  nation: Nation | null;
}

export interface PlaceMatch {
  name: string;
  /** Ordnance Survey type: "City", "Town", "Suburban Area", "Village"... */
  localType: string;
  outcode: string;
  /** London borough or district ("Newham"), or null. */
  district: string | null;
  county: string | null;
  region: string | null;
  lat: number;
  lng: number;
  nation: Nation | null;
}

export const MAX_PLACE_RESULTS = 10;

const failure = <T>(error: PlaceLookupError, message: string): LookupResult<T> => ({ ok: false, error, message });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** GETs `path` and returns the `result` of a 200, or the failure for the status. */
async function getResult(baseUrl: string, path: string, notFoundMessage: string, signal?: AbortSignal): Promise<LookupResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return failure('network', PLACE_MESSAGES.offline);
  }
  if (response.status === 404) return failure('not-found', notFoundMessage);
  if (!response.ok) return failure('unavailable', PLACE_MESSAGES.unavailable);
  try {
    const body: unknown = await response.json();
    return isObject(body) ? { ok: true, value: body.result } : failure('unavailable', PLACE_MESSAGES.unavailable);
  } catch (error) {
    if (signal?.aborted) throw error;
    return failure('unavailable', PLACE_MESSAGES.unavailable);
  }
}

function readArea(result: unknown, postcode: string | null, notFoundMessage: string): LookupResult<GeocodedArea> {
  if (!isObject(result)) return failure('unavailable', PLACE_MESSAGES.unavailable);
  const lat = num(result.latitude);
  const lng = num(result.longitude);
  const outcode = text(result.outcode);
  // Some postcodes (PO boxes, Channel Islands) exist without a location.
  if (lat === null || lng === null || !outcode) return failure('not-found', notFoundMessage);
  const country = Array.isArray(result.country) ? result.country.filter((entry): entry is string => typeof entry === 'string') : text(result.country);
  return { ok: true, value: { postcode, outcode, lat, lng, nation: nationFromCountry(country) } };
}

/** A full postcode's own point ("E6 2AB", any case or spacing). */
export async function lookupPostcode(baseUrl: string, input: string, signal?: AbortSignal): Promise<LookupResult<GeocodedArea>> {
  const parsed = parsePostcode(input);
  if (!parsed?.inward) return failure('invalid', PLACE_MESSAGES.invalidPostcode);
  const found = await getResult(baseUrl, `/postcodes/${encodeURIComponent(parsed.normalised)}`, PLACE_MESSAGES.postcodeNotFound, signal);
  return found.ok ? readArea(found.value, parsed.normalised, PLACE_MESSAGES.postcodeNotFound) : found;
}

/** An outward code's centroid ("E6"): the mean of its postcodes. */
export async function lookupOutcode(baseUrl: string, input: string, signal?: AbortSignal): Promise<LookupResult<GeocodedArea>> {
  const parsed = parsePostcode(input);
  if (!parsed) return failure('invalid', PLACE_MESSAGES.invalidPostcode);
  const found = await getResult(baseUrl, `/outcodes/${encodeURIComponent(parsed.outward)}`, PLACE_MESSAGES.outcodeNotFound, signal);
  return found.ok ? readArea(found.value, null, PLACE_MESSAGES.outcodeNotFound) : found;
}

/** A full postcode or an outward code, whichever `input` is. */
export function lookupArea(baseUrl: string, input: string, signal?: AbortSignal): Promise<LookupResult<GeocodedArea>> {
  return parsePostcode(input)?.inward ? lookupPostcode(baseUrl, input, signal) : lookupOutcode(baseUrl, input, signal);
}

function readPlace(entry: unknown): PlaceMatch | null {
  if (!isObject(entry)) return null;
  const name = text(entry.name_1);
  const lat = num(entry.latitude);
  const lng = num(entry.longitude);
  if (!name || lat === null || lng === null) return null;
  return {
    name,
    localType: text(entry.local_type) ?? '',
    outcode: text(entry.outcode) ?? '',
    district: text(entry.district_borough),
    county: text(entry.county_unitary),
    region: text(entry.region),
    lat,
    lng,
    nation: nationFromCountry(text(entry.country)),
  };
}

/** Areas, towns and cities whose name starts with `query` (Great Britain only: OS Open Names). */
export async function searchPlaces(baseUrl: string, query: string, { limit = MAX_PLACE_RESULTS, signal }: { limit?: number; signal?: AbortSignal } = {}): Promise<LookupResult<PlaceMatch[]>> {
  const q = query.trim();
  if (q === '') return failure('invalid', PLACE_MESSAGES.emptyPlaceSearch);
  const found = await getResult(baseUrl, `/places?q=${encodeURIComponent(q)}&limit=${limit}`, PLACE_MESSAGES.unavailable, signal);
  if (!found.ok) return found;
  const entries = Array.isArray(found.value) ? found.value : [];
  return { ok: true, value: entries.map(readPlace).filter((place): place is PlaceMatch => place !== null) };
}
