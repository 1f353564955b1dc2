/**
 * What a seeker typed, as a place: a university campus from the built-in list, or a workplace
 * postcode (full or outward) geocoded by postcodes.io, resolved as the home page's place search
 * resolves it. A full postcode's point is snapped to the 100 m grid like a listing's: the profile
 * never holds more than "this 100 m square".
 */
import { resolveTypedPlace, type LookupResult, type TypedPlace } from '@/features/place';
import { areaPoint } from '@/lib/place/geo';
import type { MyPlace } from '@/lib/place/myPlace';
import type { UniversityCampus } from '@/lib/place/universities';
import { campusLabel } from '@/lib/place/universityMatch';
import { JOURNEY_MESSAGES } from './messages';

export function universityPlace(campus: UniversityCampus): MyPlace {
  // TfL's planner finds a university by its name; the label names the campus too.
  return { kind: 'university', label: campusLabel(campus), query: campus.name, lat: campus.lat, lng: campus.lng };
}

function myPlaceOf(place: TypedPlace): MyPlace {
  if (place.kind === 'university') return universityPlace(place.campus);
  const { postcode, outcode } = place.area;
  const text = postcode ?? outcode;
  const point = areaPoint(place.area, postcode ? 'postcode' : 'outcode');
  return { kind: 'postcode', label: text, query: text, lat: point.lat, lng: point.lng };
}

/** The place `input` names, or why it names none (the text is kept by the form). */
export async function placeFromInput(input: string, signal?: AbortSignal): Promise<LookupResult<MyPlace>> {
  const found = await resolveTypedPlace(input, signal);
  if (!found) return { ok: false, error: 'invalid', message: JOURNEY_MESSAGES.pickPlace };
  return found.ok ? { ok: true, value: myPlaceOf(found.value) } : found;
}
