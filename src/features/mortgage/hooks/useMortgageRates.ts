/** Fetching state of the rate dashboard: loading → loaded | error, keeping the previous results. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAllScenarioRates, type FetchAllScenarioRates } from '../lib/api';
import type { ScenarioRates, ScenarioRequestInputs } from '../lib/types';

export interface MortgageRatesState {
  /** Initially true: the first fetch starts on mount. */
  loading: boolean;
  error: Error | null;
  /** The latest successful results, one entry per scenario in SCENARIOS order. */
  results: ScenarioRates[] | null;
  /** The results before the latest successful fetch, kept for change detection. */
  previousResults: ScenarioRates[] | null;
  /** When the latest successful fetch finished. */
  updatedAt: Date | null;
}

export interface UseMortgageRates extends MortgageRatesState {
  /** Fetches all scenarios for these inputs, cancelling any fetch still in flight. */
  refresh: (inputs: ScenarioRequestInputs) => Promise<void>;
}

const INITIAL_STATE: MortgageRatesState = {
  loading: true,
  error: null,
  results: null,
  previousResults: null,
  updatedAt: null,
};

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * @param initialInputs used for the fetch on mount; later fetches pass their own inputs.
 * @param fetcher injectable for tests; defaults to the real parallel fetch.
 */
export function useMortgageRates(
  baseUrl: string,
  initialInputs: ScenarioRequestInputs,
  fetcher: FetchAllScenarioRates = fetchAllScenarioRates,
): UseMortgageRates {
  const [state, setState] = useState<MortgageRatesState>(INITIAL_STATE);
  const [firstInputs] = useState(initialInputs);
  const controllerRef = useRef<AbortController | null>(null);

  /** Runs one fetch; every state update happens in its promise callbacks, never synchronously. */
  const run = useCallback(
    (inputs: ScenarioRequestInputs, controller: AbortController): Promise<void> =>
      fetcher(baseUrl, inputs, controller.signal)
        .then(
          (results) => {
            if (controller.signal.aborted) return;
            setState((prev) => ({
              loading: false,
              error: null,
              results,
              previousResults: prev.results,
              updatedAt: new Date(),
            }));
          },
          (caught: unknown) => {
            // Aborted: a newer fetch replaced this one, or the component unmounted. Stay silent.
            if (controller.signal.aborted) return;
            const error = toError(caught);
            console.error('Error fetching mortgage rates:', error);
            setState((prev) => ({ ...prev, loading: false, error }));
          },
        )
        .finally(() => {
          if (controllerRef.current === controller) controllerRef.current = null;
        }),
    [baseUrl, fetcher],
  );

  const start = useCallback(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    return controller;
  }, []);

  const refresh = useCallback(
    async (inputs: ScenarioRequestInputs) => {
      const controller = start();
      setState((prev) => ({ ...prev, loading: true, error: null }));
      await run(inputs, controller);
    },
    [run, start],
  );

  useEffect(() => {
    // State starts as loading, so the first fetch needs no state update before it starts.
    const controller = start();
    void run(firstInputs, controller);
    const inFlight = controllerRef;
    return () => {
      // Unmount: cancel the first fetch and any refresh started since; no state is set after.
      controller.abort();
      inFlight.current?.abort();
    };
  }, [run, start, firstInputs]);

  return { ...state, refresh };
}
