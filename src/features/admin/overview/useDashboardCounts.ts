import { useCallback, useEffect, useState } from 'react';
import { fetchDashboardCounts, recountCollectionTotals, type DashboardCounts } from '@/data';
import { startOfLocalDay } from '../lib/today';

interface CountsState {
  generation: number;
  counts: DashboardCounts | null;
  error: boolean;
}

export type RecountState = 'idle' | 'busy' | 'done' | 'failed';

/**
 * Totals (kept counters) and "today since local midnight" counts; reload after changes. Recount
 * stores fresh totals counted by aggregation, then reloads.
 */
export function useDashboardCounts() {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<CountsState | null>(null);
  const [recountState, setRecountState] = useState<RecountState>('idle');

  useEffect(() => {
    let current = true;
    // Midnight is recomputed on every load, so a console left open overnight refreshes correctly.
    const since = startOfLocalDay(new Date());
    fetchDashboardCounts(since)
      .then((counts) => current && setState({ generation, counts, error: false }))
      .catch((cause: unknown) => {
        console.error('Failed to load dashboard counts', cause);
        if (current) setState({ generation, counts: null, error: true });
      });
    return () => {
      current = false;
    };
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const recount = useCallback(() => {
    setRecountState('busy');
    recountCollectionTotals()
      .then(() => {
        setRecountState('done');
        reload();
      })
      .catch((cause: unknown) => {
        console.error('Failed to recount the totals', cause);
        setRecountState('failed');
      });
  }, [reload]);

  const ready = state?.generation === generation ? state : null;
  return { counts: ready?.counts ?? state?.counts ?? null, loading: ready === null, error: ready?.error ?? false, reload, recount, recountState };
}
