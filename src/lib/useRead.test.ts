// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRead } from './useRead';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('useRead', () => {
  it('reads once per key: waiting, then the value; a new key never shows the previous value', async () => {
    const reads = { 'room-1': deferred<string>(), 'room-2': deferred<string>() };
    const read = vi.fn((key: keyof typeof reads) => reads[key].promise);
    const { result, rerender } = renderHook(({ key }) => useRead(key, () => read(key)), { initialProps: { key: 'room-1' as keyof typeof reads } });
    expect(result.current).toEqual({ state: 'waiting' });
    await act(async () => reads['room-1'].resolve('Room 1'));
    expect(result.current).toEqual({ state: 'ready', value: 'Room 1' });
    rerender({ key: 'room-1' });
    expect(read).toHaveBeenCalledTimes(1);
    rerender({ key: 'room-2' });
    expect(result.current).toEqual({ state: 'waiting' });
    await act(async () => reads['room-2'].resolve('Room 2'));
    expect(result.current).toEqual({ state: 'ready', value: 'Room 2' });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('ignores the answer of a key it has left', async () => {
    const first = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useRead(key, () => (key === 'a' ? first.promise : Promise.resolve('B'))), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    await act(async () => first.resolve('A'));
    expect(result.current).toEqual({ state: 'ready', value: 'B' });
  });

  it('gives a failed read its error, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = deferred<string>();
    const { result } = renderHook(() => useRead('a', () => failing.promise));
    await act(async () => failing.reject(new Error('offline')));
    expect(result.current).toEqual({ state: 'failed', error: new Error('offline') });
    expect(logged).toHaveBeenCalledWith('Read failed', new Error('offline'));
  });

  it('starts only once `start` is true', async () => {
    const read = vi.fn(() => Promise.resolve('value'));
    const { result, rerender } = renderHook(({ start }) => useRead('a', read, start), { initialProps: { start: false } });
    expect(read).not.toHaveBeenCalled();
    expect(result.current).toEqual({ state: 'waiting' });
    await act(async () => rerender({ start: true }));
    expect(read).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ state: 'ready', value: 'value' });
  });
});
