// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FetchAllScenarioRates } from '../lib/api';
import type { ScenarioRates } from '../lib/types';
import { rate } from '@/testing/mortgage';
import { useMortgageRates } from './useMortgageRates';

const inputs = { propertyValue: 565000, termYears: 37 };
const resultsWith = (pay: number): ScenarioRates[] => [{ scenarioId: 's', rates: [rate({ initial_pay_rate: pay })] }];

/** A fetcher whose calls resolve only when the test says so. */
function controlledFetcher() {
  const pending: Array<{ signal?: AbortSignal; resolve: (value: ScenarioRates[]) => void }> = [];
  const fetcher = vi.fn<FetchAllScenarioRates>(
    (_url, _inputs, signal) => new Promise((resolve) => pending.push({ signal, resolve })),
  );
  return { fetcher, pending };
}

describe('useMortgageRates', () => {
  it('starts loading, fetches once on mount with the initial inputs, then keeps the previous results', async () => {
    const fetcher = vi
      .fn<FetchAllScenarioRates>()
      .mockResolvedValueOnce(resultsWith(4))
      .mockResolvedValueOnce(resultsWith(5));
    const { result } = renderHook(() => useMortgageRates('http://x', inputs, fetcher));
    expect(result.current.loading).toBe(true);
    await waitFor(() => {
      expect(result.current.loading).toBe(false);
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.slice(0, 2)).toEqual(['http://x', inputs]);
    expect(result.current.results).toEqual(resultsWith(4));
    expect(result.current.previousResults).toBeNull();

    await act(() => result.current.refresh({ propertyValue: 1, termYears: 2 }));
    expect(fetcher.mock.calls[1]?.[1]).toEqual({ propertyValue: 1, termYears: 2 });
    expect(result.current.results).toEqual(resultsWith(5));
    expect(result.current.previousResults).toEqual(resultsWith(4));
  });

  it('aborts the in-flight request on unmount and sets no state afterwards', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { fetcher, pending } = controlledFetcher();
    const { unmount } = renderHook(() => useMortgageRates('http://x', inputs, fetcher));
    await waitFor(() => {
      expect(pending).toHaveLength(1);
    });
    unmount();
    expect(pending[0]?.signal?.aborted).toBe(true);
    await act(async () => {
      pending[0]?.resolve(resultsWith(4));
      await Promise.resolve();
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('aborts an in-flight refresh on unmount', async () => {
    const { fetcher, pending } = controlledFetcher();
    const { result, unmount } = renderHook(() => useMortgageRates('http://x', inputs, fetcher));
    await waitFor(() => {
      expect(pending).toHaveLength(1);
    });
    await act(async () => {
      pending[0]?.resolve(resultsWith(4));
      await Promise.resolve();
    });
    act(() => {
      void result.current.refresh(inputs);
    });
    expect(pending).toHaveLength(2);
    unmount();
    expect(pending[1]?.signal?.aborted).toBe(true);
  });

  it('ignores an older fetch replaced by a newer one', async () => {
    const { fetcher, pending } = controlledFetcher();
    const { result } = renderHook(() => useMortgageRates('http://x', inputs, fetcher));
    await waitFor(() => {
      expect(pending).toHaveLength(1);
    });
    act(() => {
      void result.current.refresh(inputs);
    });
    expect(pending[0]?.signal?.aborted).toBe(true);
    await act(async () => {
      pending[1]?.resolve(resultsWith(6));
      await Promise.resolve();
    });
    await act(async () => {
      pending[0]?.resolve(resultsWith(1));
      await Promise.resolve();
    });
    expect(result.current.results).toEqual(resultsWith(6));
    expect(result.current.loading).toBe(false);
  });

  it('reports a failure as an error and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetcher = vi.fn<FetchAllScenarioRates>().mockRejectedValue(new Error('API request failed with status 500'));
    const { result } = renderHook(() => useMortgageRates('http://x', inputs, fetcher));
    await waitFor(() => {
      expect(result.current.error?.message).toBe('API request failed with status 500');
    });
    expect(result.current.loading).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
