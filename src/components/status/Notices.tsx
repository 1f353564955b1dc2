import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

/** A list or page section that failed to load: the message in a red alert box, with "Try again" when `onRetry` is given. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-center text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
      {onRetry ? (
        <>
          <p className="mb-3">{children}</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : (
        children
      )}
    </div>
  );
}

/** Nothing to show yet: the explanation (and any next step) in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">{children}</div>;
}
