// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubscription, type Subscribe } from './useSubscription';

function fakeSource() {
  const listeners = new Map<string, (value: number) => void>();
  const unsubscribe = vi.fn();
  const subscribeFor = (key: string): Subscribe<number> => (next) => {
    listeners.set(key, next);
    return () => {
      listeners.delete(key);
      unsubscribe(key);
    };
  };
  return { listeners, unsubscribe, subscribeFor };
}

describe('useSubscription', () => {
  it('subscribes once per key, not on every render, and cleans up on key change and unmount', () => {
    const source = fakeSource();
    const subscribe = vi.fn((key: string) => source.subscribeFor(key));
    const { result, rerender, unmount } = renderHook(({ id }: { id: string | null }) => useSubscription<number>(id, (next, fail) => subscribe(id ?? '')(next, fail), 'test'), {
      initialProps: { id: 'a' as string | null },
    });
    expect(result.current).toEqual({ value: undefined, loading: true, error: false });
    act(() => source.listeners.get('a')?.(3));
    expect(result.current.value).toBe(3);
    rerender({ id: 'a' });
    rerender({ id: 'a' });
    expect(subscribe).toHaveBeenCalledTimes(1);

    rerender({ id: 'b' });
    expect(source.unsubscribe).toHaveBeenCalledWith('a');
    expect(result.current).toEqual({ value: undefined, loading: true, error: false }); // never a's value for b
    act(() => source.listeners.get('b')?.(7));
    expect(result.current.value).toBe(7);

    rerender({ id: null });
    expect(source.unsubscribe).toHaveBeenCalledWith('b');
    expect(result.current.loading).toBe(false);
    unmount();
    expect(source.listeners.size).toBe(0);
  });

  it('reports errors without throwing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSubscription<number>('x', (_next, fail) => {
      fail(new Error('permission-denied'));
      return () => undefined;
    }, 'test'));
    expect(result.current).toEqual({ value: undefined, loading: false, error: true });
  });
});
