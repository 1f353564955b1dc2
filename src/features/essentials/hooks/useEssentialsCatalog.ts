import { useEffect, useState } from 'react';
import { fetchEssentialsCatalog } from '@/data/repositories/essentials';
import type { EssentialsCategory, EssentialsItem } from '@/data/collections/essentials';
import { groupCatalog } from '../lib/groupCatalog';

export type EssentialsCatalogState =
  | { status: 'loading' }
  | { status: 'ready'; categories: EssentialsCategory[]; itemsByCategory: Map<string, EssentialsItem[]> };

/**
 * Loads the essentials catalog once. Errors are only logged: the page then shows
 * its static content without items.
 */
export function useEssentialsCatalog(): EssentialsCatalogState {
  const [state, setState] = useState<EssentialsCatalogState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchEssentialsCatalog()
      .then(({ categories, items }) => {
        if (active) setState({ status: 'ready', ...groupCatalog(categories, items) });
      })
      .catch((error: unknown) => {
        console.error('Could not load the UK essentials catalog', error);
        if (active) setState({ status: 'ready', categories: [], itemsByCategory: new Map() });
      });
    return () => {
      active = false;
    };
  }, []);

  return state;
}
