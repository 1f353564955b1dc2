import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CursorValue, QueryResult } from '@/data';
import { usePagedPosts } from './usePagedPosts';

const data = vi.hoisted(() => ({ fetchPremiumUserIds: vi.fn<(uids: string[]) => Promise<Set<string>>>() }));
vi.mock('@/data', () => data);

interface Post {
  id: string;
  userId: string;
}
const posts = (...pairs: [string, string][]): Post[] => pairs.map(([id, userId]) => ({ id, userId }));

describe('usePagedPosts', () => {
  it('puts premium posters first within each page and collects their ids across pages', async () => {
    data.fetchPremiumUserIds.mockImplementation((uids) => Promise.resolve(new Set(uids.filter((uid) => uid.startsWith('premium')))));
    const fetchPage = (cursor: CursorValue[] | null): Promise<QueryResult<Post>> =>
      Promise.resolve(
        cursor
          ? { items: posts(['p3', 'plain-2'], ['p4', 'premium-2']), next: null }
          : { items: posts(['p1', 'plain-1'], ['p2', 'premium-1']), next: ['p2'] },
      );
    const { result } = renderHook(() => usePagedPosts(fetchPage));
    await waitFor(() => expect(result.current.items.map((post) => post.id)).toEqual(['p2', 'p1']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((post) => post.id)).toEqual(['p2', 'p1', 'p4', 'p3']));
    expect([...result.current.premiumIds].sort()).toEqual(['premium-1', 'premium-2']);
    expect(result.current.hasMore).toBe(false);
  });

  it('still shows the posts when the premium lookup fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    data.fetchPremiumUserIds.mockRejectedValue(new Error('offline'));
    const fetchPage = () => Promise.resolve({ items: posts(['p1', 'u1']), next: null });
    const { result } = renderHook(() => usePagedPosts(fetchPage));
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(result.current.premiumIds.size).toBe(0);
    expect(result.current.error).toBe(false);
  });
});
