// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CursorValue, QueryResult } from '@/data';
import { usePagedPosts } from './usePagedPosts';

interface Post {
  id: string;
  ownerPremium: boolean;
}
const posts = (...pairs: [string, boolean][]): Post[] => pairs.map(([id, ownerPremium]) => ({ id, ownerPremium }));

describe('usePagedPosts', () => {
  it('puts premium posters first within each page, keeping earlier pages in place', async () => {
    let reads = 0;
    const fetchPage = (cursor: CursorValue[] | null): Promise<QueryResult<Post>> => {
      reads += 1;
      return Promise.resolve(
        cursor ? { items: posts(['p3', false], ['p4', true]), next: null } : { items: posts(['p1', false], ['p2', true]), next: ['p2'] },
      );
    };
    const { result } = renderHook(() => usePagedPosts(fetchPage));
    await waitFor(() => expect(result.current.items.map((post) => post.id)).toEqual(['p2', 'p1']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((post) => post.id)).toEqual(['p2', 'p1', 'p4', 'p3']));
    expect(result.current.hasMore).toBe(false);
    // One read a page: the order comes from the posts themselves.
    expect(reads).toBe(2);
  });
});
