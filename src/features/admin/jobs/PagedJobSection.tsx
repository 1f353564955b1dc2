import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import type { PageProgress } from './pageProgressStore';
import { ResumableJobPanel, type JobLabels } from './ResumableJobPanel';
import { useResumablePages, type PagedJob } from './useResumablePages';

export interface PagedJobMessages extends Omit<JobLabels, 'finished' | 'done'> {
  heading: string;
  intro: string;
  done: (checked: number, updated: number) => string;
}

/** One admin maintenance job over every listing: heading, what it does, and its resumable controls. */
export function PagedJobSection({ id, job, messages, onFinished }: { id: string; job: PagedJob; messages: PagedJobMessages; onFinished: () => void }) {
  const labels: JobLabels = { ...messages, finished: (progress) => messages.done(progress.checked, progress.updated) };
  const finished = useCallback(
    (progress: PageProgress) => {
      toast.success(messages.done(progress.checked, progress.updated));
      onFinished();
    },
    [messages, onFinished],
  );
  const failed = useCallback(() => toast.error(messages.failed), [messages]);
  const state = useResumablePages(job, finished, failed);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h4 id={`${id}-heading`} className="font-bold text-slate-900 dark:text-white">
        {messages.heading}
      </h4>
      <p className="text-sm text-slate-700 dark:text-slate-300">{messages.intro}</p>
      <ResumableJobPanel job={state} labels={labels} />
    </section>
  );
}
