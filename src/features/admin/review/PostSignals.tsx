import { Button } from '@/components/ui/Button';
import { REVIEW } from '../messages';
import type { ScreenedPost } from './postSignals';
import { SignalEvidence } from './SignalEvidence';
import type { SignalsState } from './usePostSignals';
import { usePostSignals } from './usePostSignals';
import { byWeight, type SignalWeight } from './signalWeight';

/** Strong signals stand out (red, heavy edge), weak ones recede (grey): not one amber for all. */
const WEIGHT_CLASS: Record<SignalWeight, string> = {
  strong: 'border border-l-4 border-red-400 border-l-red-700 bg-red-50 text-red-950 dark:border-red-800 dark:border-l-red-400 dark:bg-red-950 dark:text-red-100',
  moderate: 'border border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  weak: 'border border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300',
};

export interface SignalListProps {
  signals: SignalsState;
  onRetry: () => void;
}

/** The signals of a post, or their loading / failed / none state. */
export function SignalList({ signals, onRetry }: SignalListProps) {
  if (signals.state === 'checking') return <p className="text-sm text-slate-700 dark:text-slate-300">{REVIEW.checking}</p>;
  if (signals.state === 'failed') {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800 dark:text-red-300">
        {REVIEW.signalsFailed}
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </p>
    );
  }
  if (signals.signals.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">{REVIEW.noSignals}</p>;
  return (
    <ul aria-label={REVIEW.signalsHeading} className="space-y-2">
      {byWeight(signals.signals).map(({ signal, weight }, index) => (
        <li key={`${signal.kind}-${index}`} data-signal={signal.kind} data-weight={weight} className={`rounded-lg px-3 py-2 text-sm ${WEIGHT_CLASS[weight]}`}>
          <span className="mb-0.5 block text-xs font-bold tracking-wide uppercase">{REVIEW.signalWeight[weight]}</span>
          <div>
            <SignalEvidence signal={signal} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Risk signals" for the admin post modal. */
export function PostSignals({ screened }: { screened: ScreenedPost }) {
  const signals = usePostSignals(screened);
  return (
    <section aria-labelledby="post-signals-heading" className="space-y-2">
      <h3 id="post-signals-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {REVIEW.signalsHeading}
      </h3>
      <SignalList signals={signals} onRetry={signals.retry} />
    </section>
  );
}
