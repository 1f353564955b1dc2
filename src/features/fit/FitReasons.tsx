import { useId } from 'react';
import type { Fit } from '@/lib/household/fit';
import { FIT_MESSAGES } from '@/lib/household/fitMessages';
import { FitBadge } from './FitBadge';
import { FIT_STATE_WORDS } from './messages';

const SYMBOL_TONE = {
  met: 'text-emerald-700 dark:text-emerald-300',
  broken: 'text-red-700 dark:text-red-300',
  unknown: 'text-slate-600 dark:text-slate-300',
} as const;

export interface FitReasonsProps {
  fit: Fit;
  heading: string;
  /** Whose side the words take: the seeker's ("Meets") or the owner's ("Fits"). */
  side: keyof typeof FIT_STATE_WORDS;
}

/** The label and its reasons, point by point ("✓ Vegetarian kitchen", "✗ Smoking allowed inside"). */
export function FitReasons({ fit, heading, side }: FitReasonsProps) {
  const headingId = useId();
  if (!fit.label) return null;
  return (
    <section aria-labelledby={headingId} data-testid="fit-reasons" className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
          {heading}
        </h2>
        <FitBadge label={fit.label} />
      </div>
      <ul className="mt-2 space-y-1">
        {fit.reasons.map((reason) => (
          <li key={`${reason.weight}-${reason.key}`} className="flex gap-2 text-sm text-slate-800 dark:text-slate-200">
            <span aria-hidden="true" className={`w-4 shrink-0 font-bold ${SYMBOL_TONE[reason.state]}`}>
              {FIT_MESSAGES.symbols[reason.state]}
            </span>
            <span className="min-w-0 break-words">
              <span className="sr-only">{FIT_STATE_WORDS[side][reason.state]} </span>
              {reason.text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
