import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageProgress, PageProgressStore } from './pageProgressStore';

export type PagesState =
  | { status: 'idle'; progress: PageProgress | null }
  | { status: 'running'; progress: PageProgress; stopping: boolean }
  | { status: 'done'; progress: PageProgress }
  | { status: 'failed'; progress: PageProgress | null };

export interface PagedJob {
  /** How many documents the job will check (for the progress line). */
  count: () => Promise<number>;
  /** Checks one page after `cursor` (null: from the start); `next` null when finished. */
  step: (cursor: string | null) => Promise<{ checked: number; updated: number; next: string | null }>;
  store: PageProgressStore;
  /** For the console: what failed. */
  name: string;
}

/**
 * An admin job over every document as a resumable loop: one page per step, progress saved after
 * each, a Stop that takes effect after the current step. An interrupted job (Stop, reload, error)
 * is offered for resuming from its saved cursor.
 */
export function useResumablePages(job: PagedJob, onFinished: (progress: PageProgress) => void, onFailed: () => void) {
  const [state, setState] = useState<PagesState>(() => ({ status: 'idle', progress: job.store.load() }));
  const stopRequested = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopRequested.current = true;
    };
  }, []);

  const run = useCallback(
    async (resumeFrom: PageProgress | null) => {
      stopRequested.current = false;
      let progress: PageProgress = resumeFrom ?? { cursor: null, checked: 0, updated: 0, total: 0 };
      try {
        progress = { ...progress, total: await job.count() };
        setState({ status: 'running', progress, stopping: false });
        for (;;) {
          const step = await job.step(progress.cursor);
          progress = { cursor: step.next, checked: progress.checked + step.checked, updated: progress.updated + step.updated, total: progress.total };
          if (!step.next) break;
          job.store.save(progress);
          if (stopRequested.current) {
            if (mounted.current) setState({ status: 'idle', progress });
            return;
          }
          if (mounted.current) setState((previous) => ({ status: 'running', progress, stopping: previous.status === 'running' && previous.stopping }));
        }
        job.store.save(null);
        if (mounted.current) setState({ status: 'done', progress });
        onFinished(progress);
      } catch (cause) {
        console.error(`${job.name} failed`, cause);
        if (mounted.current) setState({ status: 'failed', progress: progress.cursor ? progress : null });
        onFailed();
      }
    },
    [job, onFinished, onFailed],
  );

  const stop = useCallback(() => {
    stopRequested.current = true;
    setState((previous) => (previous.status === 'running' ? { ...previous, stopping: true } : previous));
  }, []);

  const discard = useCallback(() => {
    job.store.save(null);
    setState({ status: 'idle', progress: null });
  }, [job]);

  return { state, start: () => void run(null), resume: (from: PageProgress) => void run(from), stop, discard };
}
