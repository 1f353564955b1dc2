import { useId } from 'react';
import type { UploadStatus } from './uploadImages';

export function uploadStatusText(status: UploadStatus): string {
  switch (status.phase) {
    case 'waiting':
      return 'Waiting…';
    case 'compressing':
      return 'Compressing…';
    case 'uploading':
      return `Uploading ${Math.round(status.fraction * 100)}%`;
    case 'done':
      return 'Uploaded';
    case 'failed':
      return 'Upload failed';
  }
}

/** Average of the images' upload fractions (0..1). */
export function overallFraction(statuses: readonly UploadStatus[]): number {
  if (statuses.length === 0) return 0;
  return statuses.reduce((sum, status) => sum + (status.phase === 'done' ? 1 : status.fraction), 0) / statuses.length;
}

const progressClass = 'h-2 w-full overflow-hidden rounded-full accent-orange-700 dark:accent-orange-400';

/** One image's progress bar with its label, shown under its preview. */
export function ImageUploadProgress({ status, name }: { status: UploadStatus; name: string }) {
  const id = useId();
  return (
    <div className="mt-1">
      <label htmlFor={id} className="sr-only">
        Upload progress for {name}
      </label>
      <progress id={id} className={progressClass} max={1} value={status.fraction} />
      <p className="text-xs text-slate-700 dark:text-slate-300">{uploadStatusText(status)}</p>
    </div>
  );
}

/** Overall progress of a batch: a real <progress> with a visible label. */
export function UploadProgress({ statuses }: { statuses: readonly UploadStatus[] }) {
  const id = useId();
  if (statuses.length === 0) return null;
  const done = statuses.filter((status) => status.phase === 'done').length;
  const fraction = overallFraction(statuses);
  return (
    <div role="status" className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        Uploading images: {done} of {statuses.length} done ({Math.round(fraction * 100)}%)
      </label>
      <progress id={id} className={progressClass} max={1} value={fraction} />
    </div>
  );
}
