import { useCallback, useMemo } from 'react';
import { fetchPremiumUserIds, type CursorValue, type QueryResult } from '@/data';
import { premiumFirst } from '@/lib/posts';
import { useCursorPages, type PagingState } from '@/lib/useCursorPages';

interface Post {
  id: string;
  userId: string;
}

export interface PagedPosts<T> extends PagingState {
  items: T[];
  premiumIds: ReadonlySet<string>;
}

/** A post with whether its poster was premium when its page was loaded. */
interface RankedPost<T> {
  post: T;
  premium: boolean;
}

const idOfRanked = (ranked: RankedPost<Post>) => ranked.post.id;

/**
 * Cursor-paged posts (useCursorPages) with one batched premium lookup per page; premium posts
 * come first within each page (spec §4).
 */
export function usePagedPosts<T extends Post>(fetchPage: (cursor: CursorValue[] | null) => Promise<QueryResult<T>>): PagedPosts<T> {
  const fetchRankedPage = useCallback(
    async (cursor: CursorValue[] | null): Promise<QueryResult<RankedPost<T>>> => {
      const page = await fetchPage(cursor);
      const premium = await fetchPremiumUserIds(page.items.map((item) => item.userId)).catch((cause: unknown) => {
        console.error('Premium lookup failed', cause);
        return new Set<string>();
      });
      return { items: premiumFirst(page.items, premium).map((post) => ({ post, premium: premium.has(post.userId) })), next: page.next };
    },
    [fetchPage],
  );
  const { items: ranked, loading, loadingMore, error, hasMore, loadMore, reload } = useCursorPages(fetchRankedPage, idOfRanked);
  const items = useMemo(() => ranked.map((entry) => entry.post), [ranked]);
  const premiumIds = useMemo(() => new Set(ranked.filter((entry) => entry.premium).map((entry) => entry.post.userId)), [ranked]);
  return { items, premiumIds, loading, loadingMore, error, hasMore, loadMore, reload };
}
