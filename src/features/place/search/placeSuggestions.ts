/**
 * What "Where do you need to be?" offers for the text typed: a postcode or outward code (looked
 * up when picked), the built-in universities and campuses (loaded on first focus, so no first
 * paint pays for the list), and areas and towns from postcodes.io's places.
 */
import type { LatLng } from '@/lib/place/geo';
import { parsePostcode } from '@/lib/place/postcode';
import type { UniversityCampus } from '@/lib/place/universities';
import type { PlaceMatch } from '../lib/postcodesApi';
import { PLACE_MESSAGES } from '../messages';

export interface PlaceSuggestion {
  id: string;
  /** What the search is then called: "UCL", "Ilford", "E6". */
  label: string;
  /** The second line: "UCL, Bloomsbury · London", "Town · Redbridge". */
  detail: string;
  /** Absent for a postcode: its point comes from the lookup when it is picked. */
  point: LatLng | null;
}

export type UniversityMatcher = (text: string) => { campus: UniversityCampus; label: string }[];

/** The postcode suggestion, when the text is shaped like one. */
export function postcodeSuggestion(text: string): PlaceSuggestion | null {
  const parsed = parsePostcode(text);
  if (!parsed) return null;
  return { id: `postcode-${parsed.normalised}`, label: parsed.normalised, detail: PLACE_MESSAGES.postcodeSuggestion(parsed.normalised), point: null };
}

export function universitySuggestions(matches: ReturnType<UniversityMatcher>): PlaceSuggestion[] {
  return matches.map(({ campus, label }) => ({
    id: `university-${campus.id}`,
    label: campus.shortName,
    detail: `${label} · ${campus.city}`,
    point: { lat: campus.lat, lng: campus.lng },
  }));
}

export function areaSuggestions(places: readonly PlaceMatch[]): PlaceSuggestion[] {
  const seen = new Set<string>();
  const list: PlaceSuggestion[] = [];
  for (const place of places) {
    const where = place.district ?? place.county ?? place.region ?? '';
    const id = `place-${place.name}-${where}`;
    if (seen.has(id)) continue;
    seen.add(id);
    list.push({ id, label: place.name, detail: [place.localType, where].filter(Boolean).join(' · '), point: { lat: place.lat, lng: place.lng } });
  }
  return list;
}
