import { useCallback, useEffect, useRef, useState } from 'react';
import type { CursorValue, QueryResult } from '@/data';

export type PageFetcher<T> = (cursor: CursorValue[] | null) => Promise<QueryResult<T>>;

interface PagesState<T> {
  generation: number;
  items: T[];
  cursor: CursorValue[] | null;
  error: boolean;
}

export interface CursorPages<T> {
  items: T[];
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Local edits after a successful write, so the list need not be refetched. */
  update: (id: string, change: (item: T) => T) => void;
  remove: (id: string) => void;
}

/** Cursor pagination (never offsets): the first page on mount, more pages appended on demand. */
export function useCursorPages<T>(fetchPage: PageFetcher<T>, idOf: (item: T) => string): CursorPages<T> {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<PagesState<T> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    fetchPage(null)
      .then((page) => current && setState({ generation, items: page.items, cursor: page.next, error: false }))
      .catch((cause: unknown) => {
        console.error('Failed to load an admin list', cause);
        if (current) setState({ generation, items: [], cursor: null, error: true });
      });
    return () => {
      current = false;
    };
  }, [fetchPage, generation]);

  const ready = state?.generation === generation ? state : null;

  const loadMore = useCallback(() => {
    if (!ready?.cursor || loadingMore) return;
    setLoadingMore(true);
    fetchPage(ready.cursor)
      .then((page) => {
        if (!mounted.current) return;
        setState((previous) => {
          if (!previous) return previous;
          const seen = new Set(previous.items.map(idOf));
          return { ...previous, items: [...previous.items, ...page.items.filter((item) => !seen.has(idOf(item)))], cursor: page.next };
        });
      })
      .catch((cause: unknown) => {
        console.error('Failed to load more', cause);
        if (mounted.current) setState((previous) => (previous ? { ...previous, error: true } : previous));
      })
      .finally(() => {
        if (mounted.current) setLoadingMore(false);
      });
  }, [ready, loadingMore, fetchPage, idOf]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const update = useCallback(
    (id: string, change: (item: T) => T) =>
      setState((previous) => (previous ? { ...previous, items: previous.items.map((item) => (idOf(item) === id ? change(item) : item)) } : previous)),
    [idOf],
  );

  const remove = useCallback(
    (id: string) => setState((previous) => (previous ? { ...previous, items: previous.items.filter((item) => idOf(item) !== id) } : previous)),
    [idOf],
  );

  return {
    items: ready?.items ?? [],
    loading: ready === null,
    loadingMore,
    error: ready?.error ?? false,
    hasMore: Boolean(ready?.cursor),
    loadMore,
    reload,
    update,
    remove,
  };
}
