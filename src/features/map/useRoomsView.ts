import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/useHydrated';

export const ROOMS_VIEWS = ['list', 'map'] as const;
export type RoomsView = (typeof ROOMS_VIEWS)[number];

/** The URL parameter that keeps the map open across reloads and shared links (`view=map`). */
export const VIEW_PARAM = 'view';

/**
 * List or map, kept in the URL beside the filters. Until hydration it reads 'list', like the
 * prerendered page, so the first render matches it; the map then opens if the URL asks for it.
 */
export function useRoomsView(): [RoomsView, (next: RoomsView) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const view: RoomsView = hydrated && params.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
  const setView = useCallback(
    (next: RoomsView) => {
      setParams((current) => {
        const kept = new URLSearchParams(current);
        if (next === 'map') kept.set(VIEW_PARAM, 'map');
        else kept.delete(VIEW_PARAM);
        return kept;
      });
    },
    [setParams],
  );
  return [view, setView];
}
