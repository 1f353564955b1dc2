// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCursorPages, type Page, type PageFetcher } from './useCursorPages';

interface Item {
  id: string;
}
const idOf = (item: Item) => item.id;
type Cursor = string[];
const page = (ids: string[], next: Cursor | null): Page<Item, Cursor> => ({ items: ids.map((id) => ({ id })), next });

describe('useCursorPages', () => {
  it('loads the first page, appends the next from its cursor without repeats, and stops at the end', async () => {
    const fetchPage = vi.fn<PageFetcher<Item, Cursor>>((cursor) => Promise.resolve(cursor ? page(['b', 'c'], null) : page(['a', 'b'], ['b'])));
    const { result } = renderHook(() => useCursorPages(fetchPage, idOf));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items.map(idOf)).toEqual(['a', 'b']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map(idOf)).toEqual(['a', 'b', 'c']));
    expect(fetchPage).toHaveBeenLastCalledWith(['b']);
    expect(result.current.hasMore).toBe(false);
  });

  it('shows no stale pages while a new fetcher (new filters) loads', async () => {
    let answer: (result: Page<Item, Cursor>) => void = () => undefined;
    const first: PageFetcher<Item, Cursor> = () => Promise.resolve(page(['old'], null));
    const second: PageFetcher<Item, Cursor> = () => new Promise((resolve) => (answer = resolve));
    const { result, rerender } = renderHook(({ fetchPage }) => useCursorPages(fetchPage, idOf), { initialProps: { fetchPage: first } });
    await waitFor(() => expect(result.current.items.map(idOf)).toEqual(['old']));
    rerender({ fetchPage: second });
    expect(result.current.items).toEqual([]);
    expect(result.current.loading).toBe(true);
    await act(async () => answer(page(['new'], null)));
    expect(result.current.items.map(idOf)).toEqual(['new']);
  });

  it('reports a failed load, and reload tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchPage = vi.fn<PageFetcher<Item, Cursor>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page(['a'], null));
    const { result } = renderHook(() => useCursorPages(fetchPage, idOf));
    await waitFor(() => expect(result.current.error).toBe(true));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.items.map(idOf)).toEqual(['a']));
    expect(result.current.error).toBe(false);
  });

  it('applies local edits and removals without refetching', async () => {
    const fetchPage = vi.fn<PageFetcher<Item & { label?: string }, Cursor>>(() => Promise.resolve({ items: [{ id: 'a' }, { id: 'b' }], next: null }));
    const { result } = renderHook(() => useCursorPages(fetchPage, idOf));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.update('a', (item) => ({ ...item, label: 'edited' })));
    act(() => result.current.remove('b'));
    expect(result.current.items).toEqual([{ id: 'a', label: 'edited' }]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
