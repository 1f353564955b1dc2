import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { searchPlaces } from '../lib/postcodesApi';
import { areaSuggestions, postcodeSuggestion, universitySuggestions, type PlaceSuggestion, type UniversityMatcher } from './placeSuggestions';

const TYPING_PAUSE_MS = 250;
const MIN_AREA_QUERY = 2;
const MAX_AREAS = 6;

export interface PlaceSuggestions {
  suggestions: PlaceSuggestion[];
  /** The places service failed: its message (universities and postcodes still work). */
  error: string | null;
}

/** Suggestions for `text`: a postcode first, then universities, then areas and towns (debounced, the older request aborted). */
export function usePlaceSuggestions(text: string, matchUniversities: UniversityMatcher | null): PlaceSuggestions {
  const settled = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const [areas, setAreas] = useState<{ query: string; list: PlaceSuggestion[]; error: string | null }>({ query: '', list: [], error: null });

  useEffect(() => {
    if (settled.length < MIN_AREA_QUERY || postcodeSuggestion(settled)) return;
    const controller = new AbortController();
    searchPlaces(env.postcodesApiUrl, settled, { limit: MAX_AREAS, signal: controller.signal })
      .then((found) => setAreas(found.ok ? { query: settled, list: areaSuggestions(found.value), error: null } : { query: settled, list: [], error: found.message }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [settled]);

  const query = text.trim();
  const postcode = postcodeSuggestion(query);
  const universities = matchUniversities && query ? universitySuggestions(matchUniversities(query)) : [];
  const fresh = areas.query === settled && settled === query;
  return {
    suggestions: [...(postcode ? [postcode] : []), ...universities, ...(fresh && !postcode ? areas.list : [])],
    error: fresh ? areas.error : null,
  };
}
