import type { ReactNode } from 'react';

/**
 * Where a long account action reports itself: its progress in a polite live region (always
 * rendered, so screen readers hear each step), and its failure as an alert.
 */
export function ActionStatus({ progress, failure }: { progress: ReactNode; failure: string | null }) {
  return (
    <>
      <p role="status" aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {progress}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
    </>
  );
}
