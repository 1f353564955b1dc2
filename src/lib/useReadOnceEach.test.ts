// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReadOnceEach } from './useReadOnceEach';

describe('useReadOnceEach', () => {
  it('reads each key once: a key the read leaves out counts as read, with nothing', async () => {
    const read = vi.fn(async (keys: string[]) => new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()])));
    const { result, rerender } = renderHook(({ keys }) => useReadOnceEach(keys, read), { initialProps: { keys: ['a', 'gone', 'a'] } });
    await waitFor(() => expect(result.current.get('a')).toBe('A'));
    expect(read).toHaveBeenCalledWith(['a', 'gone']);
    expect(result.current.has('gone')).toBe(true);
    expect(result.current.get('gone')).toBeUndefined();

    rerender({ keys: ['gone', 'b', 'a'] });
    await waitFor(() => expect(result.current.get('b')).toBe('B'));
    expect(read).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenLastCalledWith(['b']);
  });
});
