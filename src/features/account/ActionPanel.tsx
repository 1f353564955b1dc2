import type { ReactNode } from 'react';

export interface ActionPanelProps {
  /** Prefix of the heading's id, which names the section. */
  id: string;
  heading: string;
  intro: string;
  /** A red border for an action that cannot be undone. */
  danger?: boolean;
  children: ReactNode;
  progress: ReactNode;
  failure: string | null;
}

const BORDERS = {
  plain: 'border-slate-200 dark:border-slate-700',
  danger: 'border-red-200 dark:border-red-900',
} as const;

/**
 * A long account action: heading, introduction, its controls, then where it reports itself: its
 * progress in a polite live region (always rendered, so screen readers hear each step), and its
 * failure as an alert.
 */
export function ActionPanel({ id, heading, intro, danger = false, children, progress, failure }: ActionPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={`space-y-3 rounded-xl border bg-white p-5 dark:bg-slate-900 ${BORDERS[danger ? 'danger' : 'plain']}`}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {heading}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{intro}</p>
      {children}
      <p role="status" aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {progress}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
