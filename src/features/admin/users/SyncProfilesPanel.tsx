import { useCallback } from 'react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { ADMIN_MESSAGES, SUCCESS } from '@/config/messages';
import { ADMIN_LABELS } from '../messages';
import { countPrivateProfiles, syncProfilesStep } from '@/data';
import { pageProgressStore, type PageProgress } from '../jobs/pageProgressStore';
import { useResumablePages, type PagedJob } from '../jobs/useResumablePages';

const PROFILE_SYNC: PagedJob = { count: countPrivateProfiles, step: syncProfilesStep, store: pageProgressStore('roomshare.admin.profileSync'), name: 'Profile sync' };

/**
 * Copies the non-sensitive fields of every private profile to the public collection (and
 * backfills search terms), a page at a time with progress, Stop, and resume after a reload.
 */
export function SyncProfilesPanel({ onSynced }: { onSynced: () => void }) {
  const finished = useCallback(
    (progress: PageProgress) => {
      toast.success(SUCCESS.synced(progress.checked));
      onSynced();
    },
    [onSynced],
  );
  const failed = useCallback(() => toast.error(ADMIN_MESSAGES.syncError), []);
  const sync = useResumablePages(PROFILE_SYNC, finished, failed);
  const { state } = sync;
  const saved = state.status === 'idle' || state.status === 'failed' ? state.progress : null;

  let text = '';
  if (state.status === 'running') text = ADMIN_LABELS.syncProgress(state.progress.checked, state.progress.total, state.progress.updated);
  else if (state.status === 'done') text = SUCCESS.synced(state.progress.checked);
  else if (state.status === 'failed') text = ADMIN_MESSAGES.syncFailed;
  else if (saved) text = ADMIN_LABELS.syncStopped(saved.checked, saved.total, saved.updated);

  const failedNow = state.status === 'failed';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {state.status === 'running' ? (
        <Button variant="secondary" onClick={sync.stop} disabled={state.stopping}>
          {state.stopping ? 'Stopping...' : 'Stop sync'}
        </Button>
      ) : saved ? (
        <>
          <Button variant="secondary" onClick={() => sync.resume(saved)}>
            Resume sync
          </Button>
          <Button variant="secondary" onClick={sync.discard}>
            Start over
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={sync.start}>
          Sync profiles
        </Button>
      )}
      <p role="status" className={`text-sm font-semibold ${failedNow ? 'text-red-700 dark:text-red-400' : 'text-slate-800 dark:text-slate-200'}`}>
        {text}
      </p>
      {state.status === 'done' ? <p className="text-sm text-slate-700 dark:text-slate-300">{ADMIN_LABELS.syncDone(state.progress.checked, state.progress.updated)}</p> : null}
    </div>
  );
}
