/**
 * What a seeker typed and sent without picking a suggestion, as a place: a postcode or outward
 * code (looked up with postcodes.io), or the one university it names ("UCL", "King's"). The home
 * page's place search and the room page's "my place" both resolve typed text here, so the same
 * words find the same place in both.
 */
import { env } from '@/config/env';
import type { LatLng } from '@/lib/place/geo';
import { parsePostcode } from '@/lib/place/postcode';
import type { UniversityCampus } from '@/lib/place/universities';
import { lookupArea, type GeocodedArea, type LookupResult } from './postcodesApi';

export type TypedPlace = { kind: 'university'; campus: UniversityCampus } | { kind: 'postcode'; area: GeocodedArea };

/** A found place, or null when the text is neither a postcode nor one university's name. */
export async function resolveTypedPlace(text: string, signal?: AbortSignal): Promise<LookupResult<TypedPlace> | null> {
  if (parsePostcode(text)) {
    const found = await lookupArea(env.postcodesApiUrl, text, signal);
    return found.ok ? { ok: true, value: { kind: 'postcode', area: found.value } } : found;
  }
  // The list loads with the code that needs it (the home page's first paint does not carry it).
  const { universityNamedBy } = await import('@/lib/place/universityMatch');
  const campus = universityNamedBy(text);
  return campus ? { ok: true, value: { kind: 'university', campus } } : null;
}

/** What a place search around the typed place is called, and where it is: "UCL", "E6", "E6 2AB". */
export function searchPointOf(place: TypedPlace): LatLng & { label: string } {
  if (place.kind === 'university') return { label: place.campus.shortName, lat: place.campus.lat, lng: place.campus.lng };
  return { label: place.area.postcode ?? place.area.outcode, lat: place.area.lat, lng: place.area.lng };
}
