import { useCallback, useEffect, useRef, useState } from 'react';

/** One page and where the next starts (null: no more). A Firestore cursor, or any state a search continues from. */
export interface Page<T, C> {
  items: T[];
  next: C | null;
}

export type PageFetcher<T, C> = (cursor: C | null) => Promise<Page<T, C>>;

interface PagesState<T, C> {
  /** Which load generation this state belongs to (bumped by reload). */
  generation: number;
  /** The fetcher it was loaded with: new filters give a new fetcher, and old pages are not shown meanwhile. */
  source: unknown;
  items: T[];
  cursor: C | null;
  error: boolean;
}

/** The paging state a list shows: loading, error and retry, "Load More". */
export interface PagingState {
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

export interface CursorPages<T> extends PagingState {
  items: T[];
  /** Local edits after a successful write, so the list need not be refetched. */
  update: (id: string, change: (item: T) => T) => void;
  remove: (id: string) => void;
}

/**
 * Cursor pagination (never offsets) for browse and admin lists: the first page on mount (again
 * when `fetchPage` changes, e.g. new filters), more pages appended on demand, never refetched;
 * an item already shown is not repeated.
 */
export function useCursorPages<T, C>(fetchPage: PageFetcher<T, C>, idOf: (item: T) => string): CursorPages<T> {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<PagesState<T, C> | null>(null);
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
      .then((page) => current && setState({ generation, source: fetchPage, items: page.items, cursor: page.next, error: false }))
      .catch((cause: unknown) => {
        console.error('Failed to load a list', cause);
        if (current) setState({ generation, source: fetchPage, items: [], cursor: null, error: true });
      });
    return () => {
      current = false;
    };
  }, [fetchPage, generation]);

  const ready = state?.generation === generation && state.source === fetchPage ? state : null;

  const loadMore = useCallback(() => {
    if (!ready?.cursor || loadingMore) return;
    setLoadingMore(true);
    fetchPage(ready.cursor)
      .then((page) => {
        if (!mounted.current) return;
        setState((previous) => {
          if (previous?.source !== fetchPage) return previous;
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
