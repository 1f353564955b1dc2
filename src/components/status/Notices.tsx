import type { ReactNode } from 'react';

/** A list or page section that failed to load: the message (and any retry) in a red alert box. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-center text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
      {children}
    </div>
  );
}

/** Nothing to show yet: the explanation (and any next step) in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">{children}</div>;
}
