import { Button } from '@/components/ui/Button';
import type { PageProgress } from './pageProgressStore';
import type { useResumablePages } from './useResumablePages';

export interface JobLabels {
  start: string;
  stop: string;
  stopping: string;
  resume: string;
  startOver: string;
  progress: (checked: number, total: number, updated: number) => string;
  stopped: (checked: number, total: number, updated: number) => string;
  /** The status line once finished. */
  finished: (progress: PageProgress) => string;
  /** The line under it once finished, if any. */
  done?: (checked: number, updated: number) => string;
  failed: string;
}

/** Start, Stop, Resume / Start over and a live progress line for one resumable admin job. */
export function ResumableJobPanel({ job, labels }: { job: ReturnType<typeof useResumablePages>; labels: JobLabels }) {
  const { state } = job;
  const saved = state.status === 'idle' || state.status === 'failed' ? state.progress : null;

  let text = '';
  if (state.status === 'running') text = labels.progress(state.progress.checked, state.progress.total, state.progress.updated);
  else if (state.status === 'done') text = labels.finished(state.progress);
  else if (state.status === 'failed') text = labels.failed;
  else if (saved) text = labels.stopped(saved.checked, saved.total, saved.updated);

  const failedNow = state.status === 'failed';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {state.status === 'running' ? (
        <Button variant="secondary" onClick={job.stop} disabled={state.stopping}>
          {state.stopping ? labels.stopping : labels.stop}
        </Button>
      ) : saved ? (
        <>
          <Button variant="secondary" onClick={() => job.resume(saved)}>
            {labels.resume}
          </Button>
          <Button variant="secondary" onClick={job.discard}>
            {labels.startOver}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={job.start}>
          {labels.start}
        </Button>
      )}
      <p role="status" className={`text-sm font-semibold ${failedNow ? 'text-red-700 dark:text-red-400' : 'text-slate-800 dark:text-slate-200'}`}>
        {text}
      </p>
      {state.status === 'done' && labels.done ? <p className="text-sm text-slate-700 dark:text-slate-300">{labels.done(state.progress.checked, state.progress.updated)}</p> : null}
    </div>
  );
}
