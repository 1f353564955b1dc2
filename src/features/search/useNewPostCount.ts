import { useEffect, useState } from 'react';
import type { NewPostCount } from '@/data';
import { useMyNeeds } from '@/features/fit';
import type { NeedSet } from '@/schema/household';
import type { SavedSearch } from '@/data/collections/savedSearches';
import { countNewPosts } from './savedSearchKinds';

export type NewPostCountState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & NewPostCount);

/** How many posts matching a saved search were created since it was last opened (read once). */
export function useNewPostCount(search: SavedSearch): NewPostCountState {
  const since = search.lastVisitedAt?.getTime() ?? null;
  const { kind, query } = search;
  // A search saved with "only my musts" counts the rooms that meet them, so it waits for them.
  const { settled, seeker } = useMyNeeds();
  const must = seeker?.needs?.must;
  const mustKey = JSON.stringify(must ?? null);
  const key = `${kind}?${query}@${since ?? ''}#${mustKey}`;
  const [state, setState] = useState<{ key: string; value: NewPostCountState } | null>(null);
  useEffect(() => {
    // A fresh save has no server time yet (pending write): nothing can be newer than it.
    if (since === null || !settled) return;
    let current = true;
    countNewPosts({ kind, query }, new Date(since), mustKey === 'null' ? undefined : (JSON.parse(mustKey) as NeedSet))
      .then((count) => current && setState({ key, value: { status: 'ready', ...count } }))
      .catch((cause: unknown) => {
        console.error('Counting new posts failed', cause);
        if (current) setState({ key, value: { status: 'error' } });
      });
    return () => {
      current = false;
    };
  }, [key, kind, query, since, settled, mustKey]);
  if (since === null) return { status: 'ready', count: 0, more: false };
  return state?.key === key ? state.value : { status: 'loading' };
}
