import { fitLabelText, type FitLabel } from '@/lib/household/fit';
import { FIT_UI } from './messages';

const TONE = {
  great: 'bg-emerald-700 text-white',
  good: 'bg-sky-700 text-white',
  check: 'bg-amber-200 text-slate-900',
} as const;

/** "Great fit", "Good fit", "Check 2 things" as a small pill. */
export function FitBadge({ label, className = '' }: { label: FitLabel; className?: string }) {
  return (
    <span data-testid="fit-label" className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold shadow ${TONE[label.kind]} ${className}`}>
      <span className="sr-only">{FIT_UI.labelPrefix} </span>
      {fitLabelText(label)}
    </span>
  );
}
