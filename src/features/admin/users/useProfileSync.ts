import { useCallback, useEffect, useRef, useState } from 'react';
import { countPrivateProfiles, syncProfilesStep } from '@/data';
import { loadSyncProgress, saveSyncProgress, type SyncProgress } from './syncProgressStore';

export type SyncState =
  | { status: 'idle'; progress: SyncProgress | null }
  | { status: 'running'; progress: SyncProgress; stopping: boolean }
  | { status: 'done'; progress: SyncProgress }
  | { status: 'failed'; progress: SyncProgress | null };

/**
 * The admin profile sync as a resumable loop: one page per step, progress saved after each, a
 * Stop that takes effect after the current step. An interrupted sync (Stop, reload, error) is
 * offered for resuming from its saved cursor.
 */
export function useProfileSync(onFinished: (progress: SyncProgress) => void, onFailed: () => void) {
  const [state, setState] = useState<SyncState>(() => ({ status: 'idle', progress: loadSyncProgress() }));
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
    async (resumeFrom: SyncProgress | null) => {
      stopRequested.current = false;
      let progress: SyncProgress = resumeFrom ?? { cursor: null, checked: 0, updated: 0, total: 0 };
      try {
        progress = { ...progress, total: await countPrivateProfiles() };
        setState({ status: 'running', progress, stopping: false });
        for (;;) {
          const step = await syncProfilesStep(progress.cursor);
          progress = { cursor: step.next, checked: progress.checked + step.checked, updated: progress.updated + step.updated, total: progress.total };
          if (!step.next) break;
          saveSyncProgress(progress);
          if (stopRequested.current) {
            if (mounted.current) setState({ status: 'idle', progress });
            return;
          }
          if (mounted.current) setState((previous) => ({ status: 'running', progress, stopping: previous.status === 'running' && previous.stopping }));
        }
        saveSyncProgress(null);
        if (mounted.current) setState({ status: 'done', progress });
        onFinished(progress);
      } catch (cause) {
        console.error('Profile sync failed', cause);
        if (mounted.current) setState({ status: 'failed', progress: progress.cursor ? progress : null });
        onFailed();
      }
    },
    [onFinished, onFailed],
  );

  const stop = useCallback(() => {
    stopRequested.current = true;
    setState((previous) => (previous.status === 'running' ? { ...previous, stopping: true } : previous));
  }, []);

  const discard = useCallback(() => {
    saveSyncProgress(null);
    setState({ status: 'idle', progress: null });
  }, []);

  return { state, start: () => void run(null), resume: (from: SyncProgress) => void run(from), stop, discard };
}
