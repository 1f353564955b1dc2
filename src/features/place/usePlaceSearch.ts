import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RadiusKm } from '@/lib/place/geo';
import { readPlaceSearch, withPlaceSearch, type PlaceSearch } from '@/lib/place/placeSearch';
import { useHydrated } from '@/lib/useHydrated';

export interface PlaceSearchState {
  place: PlaceSearch | null;
  setPlace: (place: PlaceSearch | null) => void;
  setRadius: (radiusKm: RadiusKm) => void;
}

/** The distance search's place and radius, kept in the URL (a new history entry per change). */
export function usePlaceSearch(): PlaceSearchState {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const key = hydrated ? withPlaceSearch(new URLSearchParams(), readPlaceSearch(params)).toString() : '';
  const place = useMemo(() => readPlaceSearch(new URLSearchParams(key)), [key]);
  const setPlace = useCallback((next: PlaceSearch | null) => setParams((current) => withPlaceSearch(current, next)), [setParams]);
  const setRadius = useCallback(
    (radiusKm: RadiusKm) => setParams((current) => {
      const now = readPlaceSearch(current);
      return now ? withPlaceSearch(current, { ...now, radiusKm }) : current;
    }),
    [setParams],
  );
  return { place, setPlace, setRadius };
}
