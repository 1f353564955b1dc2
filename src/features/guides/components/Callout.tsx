import type { ReactNode } from 'react';

export interface CalloutProps {
  title: string;
  /** Shown as a bullet list before the children. */
  points?: readonly string[];
  children?: ReactNode;
  tone?: 'info' | 'warning';
}

const TONES = {
  info: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-700 dark:bg-slate-800 dark:text-slate-100',
  warning: 'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-600 dark:bg-slate-800 dark:text-slate-100',
} as const;

/** A highlighted note: disclaimers, offers, important figures. */
export function Callout({ title, points, children, tone = 'info' }: CalloutProps) {
  return (
    <div role="note" aria-label={title} className={`rounded-xl border-l-4 p-5 ${TONES[tone]}`}>
      <p className="font-semibold">{title}</p>
      <div className="mt-2 space-y-2">
        {points ? (
          <ul className="list-disc space-y-1 pl-5">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </div>
  );
}
