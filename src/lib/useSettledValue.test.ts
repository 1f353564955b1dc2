// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettledValue } from './useSettledValue';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('useSettledValue', () => {
  it('is undefined while pending, then the value; a new promise never shows the previous value', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(({ promise }) => useSettledValue(promise), { initialProps: { promise: first.promise } });
    expect(result.current).toBeUndefined();
    await act(async () => first.resolve('room 1'));
    expect(result.current).toBe('room 1');
    rerender({ promise: second.promise });
    expect(result.current).toBeUndefined();
    await act(async () => second.resolve('room 2'));
    expect(result.current).toBe('room 2');
  });

  it('throws a rejection to the error boundary', async () => {
    const failing = deferred<string>();
    const { result } = renderHook(() => {
      try {
        return useSettledValue(failing.promise);
      } catch (error) {
        return error;
      }
    });
    await act(async () => failing.reject(new Error('chunk failed')));
    expect(result.current).toEqual(new Error('chunk failed'));
  });
});
