import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { LOCATE_LISTINGS } from '../messages';
import { LOCATE_LISTINGS_JOB } from '../jobs/locateListingsJob';
import type { PageProgress } from '../jobs/pageProgressStore';
import { ResumableJobPanel, type JobLabels } from '../jobs/ResumableJobPanel';
import { useResumablePages } from '../jobs/useResumablePages';

const LABELS: JobLabels = {
  ...LOCATE_LISTINGS,
  finished: (progress) => LOCATE_LISTINGS.done(progress.checked, progress.updated),
};

/** "Locate listings": geo and nation for every listing without them, paged, with progress and resume. */
export function LocateListingsPanel({ onLocated }: { onLocated: () => void }) {
  const finished = useCallback(
    (progress: PageProgress) => {
      toast.success(LOCATE_LISTINGS.done(progress.checked, progress.updated));
      onLocated();
    },
    [onLocated],
  );
  const failed = useCallback(() => toast.error(LOCATE_LISTINGS.failed), []);
  const job = useResumablePages(LOCATE_LISTINGS_JOB, finished, failed);
  return (
    <section aria-labelledby="locate-listings-heading" className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h4 id="locate-listings-heading" className="font-bold text-slate-900 dark:text-white">
        {LOCATE_LISTINGS.heading}
      </h4>
      <p className="text-sm text-slate-700 dark:text-slate-300">{LOCATE_LISTINGS.intro}</p>
      <ResumableJobPanel job={job} labels={LABELS} />
    </section>
  );
}
