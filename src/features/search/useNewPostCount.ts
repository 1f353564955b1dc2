import { useEffect, useState } from 'react';
import type { NewPostCount } from '@/data';
import type { SavedSearch } from '@/data/collections/savedSearches';
import { countNewPosts } from './savedSearchKinds';

export type NewPostCountState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & NewPostCount);

/** How many posts matching a saved search were created since it was last opened (read once). */
export function useNewPostCount(search: SavedSearch): NewPostCountState {
  const since = search.lastVisitedAt?.getTime() ?? null;
  const { kind, query } = search;
  const key = `${kind}?${query}@${since ?? ''}`;
  const [state, setState] = useState<{ key: string; value: NewPostCountState } | null>(null);
  useEffect(() => {
    // A fresh save has no server time yet (pending write): nothing can be newer than it.
    if (since === null) return;
    let current = true;
    countNewPosts({ kind, query }, new Date(since))
      .then((count) => current && setState({ key, value: { status: 'ready', ...count } }))
      .catch((cause: unknown) => {
        console.error('Counting new posts failed', cause);
        if (current) setState({ key, value: { status: 'error' } });
      });
    return () => {
      current = false;
    };
  }, [key, kind, query, since]);
  if (since === null) return { status: 'ready', count: 0, more: false };
  return state?.key === key ? state.value : { status: 'loading' };
}
