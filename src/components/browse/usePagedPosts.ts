import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPremiumUserIds, type CursorValue, type QueryResult } from '@/data';
import { premiumFirst } from '@/lib/posts';

interface Post {
  id: string;
  userId: string;
}

export interface PagedPosts<T> {
  items: T[];
  premiumIds: ReadonlySet<string>;
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

interface PagesState<T> {
  /** Which load generation this state belongs to (bumped by reload). */
  generation: number;
  /** The fetcher it was loaded with: new filters give a new fetcher, and old pages are not shown meanwhile. */
  source: unknown;
  items: T[];
  premiumIds: ReadonlySet<string>;
  cursor: CursorValue[] | null;
  error: boolean;
}

/**
 * Cursor-paged posts with one batched premium lookup per page; premium posts come first
 * within each page (spec §4). Pages are appended, never refetched.
 */
export function usePagedPosts<T extends Post>(fetchPage: (cursor: CursorValue[] | null) => Promise<QueryResult<T>>): PagedPosts<T> {
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

  const load = useCallback(
    async (from: CursorValue[] | null) => {
      const page = await fetchPage(from);
      const premium = await fetchPremiumUserIds(page.items.map((item) => item.userId)).catch((cause: unknown) => {
        console.error('Premium lookup failed', cause);
        return new Set<string>();
      });
      return { page, premium };
    },
    [fetchPage],
  );

  useEffect(() => {
    let current = true;
    load(null)
      .then(({ page, premium }) => {
        if (current) setState({ generation, source: fetchPage, items: premiumFirst(page.items, premium), premiumIds: premium, cursor: page.next, error: false });
      })
      .catch((cause: unknown) => {
        console.error('Failed to load posts', cause);
        if (current) setState({ generation, source: fetchPage, items: [], premiumIds: new Set(), cursor: null, error: true });
      });
    return () => {
      current = false;
    };
  }, [load, generation, fetchPage]);

  const ready = state?.generation === generation && state.source === fetchPage ? state : null;

  const loadMore = useCallback(() => {
    if (!ready?.cursor || loadingMore) return;
    setLoadingMore(true);
    load(ready.cursor)
      .then(({ page, premium }) => {
        if (!mounted.current) return;
        setState((previous) => {
          if (previous?.source !== fetchPage) return previous;
          const seen = new Set(previous.items.map((item) => item.id));
          return {
            ...previous,
            items: [...previous.items, ...premiumFirst(page.items, premium).filter((item) => !seen.has(item.id))],
            premiumIds: new Set([...previous.premiumIds, ...premium]),
            cursor: page.next,
          };
        });
      })
      .catch((cause: unknown) => {
        console.error('Failed to load more posts', cause);
        if (mounted.current) setState((previous) => (previous ? { ...previous, error: true } : previous));
      })
      .finally(() => {
        if (mounted.current) setLoadingMore(false);
      });
  }, [ready, loadingMore, load, fetchPage]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  return {
    items: ready?.items ?? [],
    premiumIds: ready?.premiumIds ?? new Set(),
    loading: ready === null,
    loadingMore,
    error: ready?.error ?? false,
    hasMore: Boolean(ready?.cursor),
    loadMore,
    reload,
  };
}
