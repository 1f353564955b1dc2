import { useCallback, useEffect, useState } from 'react';
import { fetchEssentialsCatalog } from '@/data';
import type { EssentialsCategory, EssentialsItem } from '@/data/collections/essentials';
import { byPriority } from '../lib/priority';

type CatalogState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; categories: EssentialsCategory[]; items: EssentialsItem[] };

/** The catalog as the public page reads it (fetchEssentialsCatalog), reloaded after each change. */
export function useEssentialsAdmin() {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<CatalogState & { generation: number }>({ status: 'loading', generation: -1 });

  useEffect(() => {
    let current = true;
    fetchEssentialsCatalog()
      .then(({ categories, items }) => current && setState({ status: 'ready', categories: byPriority(categories), items, generation }))
      .catch((cause: unknown) => {
        console.error('Failed to load the essentials catalog', cause);
        if (current) setState({ status: 'error', generation });
      });
    return () => {
      current = false;
    };
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  // Keep showing the previous catalog while a reload after a change is in flight.
  const firstLoad = state.generation === -1;
  return { state: firstLoad ? ({ status: 'loading' } as const) : state, refreshing: state.generation !== generation, reload };
}
