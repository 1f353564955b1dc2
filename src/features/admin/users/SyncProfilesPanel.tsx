import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { ADMIN_LABELS, ADMIN_MESSAGES } from '../messages';
import { countPrivateProfiles, syncProfilesStep } from '@/data';
import { pageProgressStore, type PageProgress } from '../jobs/pageProgressStore';
import { ResumableJobPanel, type JobLabels } from '../jobs/ResumableJobPanel';
import { useResumablePages, type PagedJob } from '../jobs/useResumablePages';

const PROFILE_SYNC: PagedJob = { count: countPrivateProfiles, step: syncProfilesStep, store: pageProgressStore('roomshare.admin.profileSync'), name: 'Profile sync' };

const LABELS: JobLabels = {
  start: 'Sync profiles',
  stop: 'Stop sync',
  stopping: 'Stopping...',
  resume: 'Resume sync',
  startOver: 'Start over',
  progress: ADMIN_LABELS.syncProgress,
  stopped: ADMIN_LABELS.syncStopped,
  finished: (progress) => ADMIN_MESSAGES.synced(progress.checked),
  done: ADMIN_LABELS.syncDone,
  failed: ADMIN_MESSAGES.syncFailed,
};

/**
 * Copies the non-sensitive fields of every private profile to the public collection (and
 * backfills search terms), a page at a time with progress, Stop, and resume after a reload.
 */
export function SyncProfilesPanel({ onSynced }: { onSynced: () => void }) {
  const finished = useCallback(
    (progress: PageProgress) => {
      toast.success(ADMIN_MESSAGES.synced(progress.checked));
      onSynced();
    },
    [onSynced],
  );
  const failed = useCallback(() => toast.error(ADMIN_MESSAGES.syncError), []);
  const job = useResumablePages(PROFILE_SYNC, finished, failed);
  return <ResumableJobPanel job={job} labels={LABELS} />;
}
