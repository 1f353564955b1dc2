import { useCallback } from 'react';
import type { CursorValue, QueryResult } from '@/data';
import { premiumFirst } from '@/lib/posts';
import { useCursorPages, type PagingState } from '@/lib/useCursorPages';

interface Post {
  id: string;
  ownerPremium: boolean;
}

export interface PagedPosts<T> extends PagingState {
  items: T[];
}

const idOf = (post: Post) => post.id;

/**
 * Cursor-paged posts (useCursorPages); premium owners' posts come first within each page,
 * from the `ownerPremium` each post carries, so a page is one read.
 */
export function usePagedPosts<T extends Post>(fetchPage: (cursor: CursorValue[] | null) => Promise<QueryResult<T>>): PagedPosts<T> {
  const fetchRankedPage = useCallback(
    async (cursor: CursorValue[] | null): Promise<QueryResult<T>> => {
      const page = await fetchPage(cursor);
      return { items: premiumFirst(page.items), next: page.next };
    },
    [fetchPage],
  );
  const { items, loading, loadingMore, error, hasMore, loadMore, reload } = useCursorPages(fetchRankedPage, idOf);
  return { items, loading, loadingMore, error, hasMore, loadMore, reload };
}
