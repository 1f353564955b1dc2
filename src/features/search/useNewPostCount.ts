import { useEffect, useState } from 'react';
import type { NewPostCount } from '@/data';
import { useMyNeeds } from '@/features/fit';
import { roomFilterCodec } from '@/lib/filters/roomFilters';
import type { SavedSearch } from '@/data/collections/savedSearches';
import { countNewPosts } from './savedSearchKinds';

export type NewPostCountState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & NewPostCount);

/** How many posts matching a saved search were created since it was last opened (read once). */
export function useNewPostCount(search: SavedSearch): NewPostCountState {
  const since = search.lastVisitedAt?.getTime() ?? null;
  const { kind, query } = search;
  // Only a room search saved with "only my musts" counts against the musts, so only it waits for them.
  const needs = useMyNeeds();
  const usesMusts = kind === 'room' && roomFilterCodec.parse(new URLSearchParams(query)).mustsOnly === true;
  const waiting = usesMusts && !needs.settled;
  const must = usesMusts ? needs.seeker?.needs?.must : undefined;
  const key = `${kind}?${query}@${since ?? ''}#${JSON.stringify(must ?? null)}`;
  const [state, setState] = useState<{ key: string; value: NewPostCountState } | null>(null);
  useEffect(() => {
    // A fresh save has no server time yet (pending write): nothing can be newer than it.
    if (since === null || waiting) return;
    let current = true;
    countNewPosts({ kind, query }, new Date(since), must)
      .then((count) => current && setState({ key, value: { status: 'ready', ...count } }))
      .catch((cause: unknown) => {
        console.error('Counting new posts failed', cause);
        if (current) setState({ key, value: { status: 'error' } });
      });
    return () => {
      current = false;
    };
  }, [key, kind, query, since, waiting, must]);
  if (since === null) return { status: 'ready', count: 0, more: false };
  return state?.key === key ? state.value : { status: 'loading' };
}
