/**
 * What a seeker typed, as a place: a university campus from the built-in list, or a workplace
 * postcode (full or outward) geocoded by postcodes.io. A full postcode's point is snapped to the
 * 100 m grid like a listing's: the profile never holds more than "this 100 m square".
 */
import { env } from '@/config/env';
import { lookupArea, type LookupResult } from '@/features/place';
import { areaPoint } from '@/lib/place/geo';
import type { MyPlace } from '@/lib/place/myPlace';
import { parsePostcode } from '@/lib/place/postcode';
import type { UniversityCampus } from '@/lib/place/universities';
import { campusLabel } from '@/lib/place/universityMatch';
import { JOURNEY_MESSAGES } from './messages';

export function universityPlace(campus: UniversityCampus): MyPlace {
  // TfL's planner finds a university by its name; the label names the campus too.
  return { kind: 'university', label: campusLabel(campus), query: campus.name, lat: campus.lat, lng: campus.lng };
}

export async function postcodePlace(input: string, signal?: AbortSignal): Promise<LookupResult<MyPlace>> {
  if (!parsePostcode(input)) return { ok: false, error: 'invalid', message: JOURNEY_MESSAGES.pickPlace };
  const found = await lookupArea(env.postcodesApiUrl, input, signal);
  if (!found.ok) return found;
  const { postcode, outcode } = found.value;
  const text = postcode ?? outcode;
  const point = areaPoint(found.value, postcode ? 'postcode' : 'outcode');
  return { ok: true, value: { kind: 'postcode', label: text, query: text, lat: point.lat, lng: point.lng } };
}
