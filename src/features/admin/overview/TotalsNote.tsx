import type { DashboardCounts } from '@/data';
import { dayMonthYear, messageTime } from '@/lib/dates';
import { ADMIN_LABELS } from '../messages';
import type { RecountState } from './useDashboardCounts';

function recountedLabel(date: Date): string {
  return `${dayMonthYear(date)} at ${messageTime(date)}`;
}

/** The latest recount among the totals (they are recounted together). */
function lastRecount(counts: DashboardCounts): Date | null {
  const times = Object.values(counts).flatMap(({ recountedAt }) => (recountedAt ? [recountedAt.getTime()] : []));
  return times.length ? new Date(Math.max(...times)) : null;
}

/** Where the totals come from, and what the last Recount did. */
export function TotalsNote({ counts, recountState }: { counts: DashboardCounts | null; recountState: RecountState }) {
  const allKept = counts !== null && Object.values(counts).every(({ kept }) => kept);
  const recounted = counts ? lastRecount(counts) : null;
  return (
    <div className="space-y-1 text-xs text-slate-600 dark:text-slate-400">
      {counts && !allKept ? <p>{ADMIN_LABELS.totalsNotKept}</p> : null}
      {allKept ? (
        <p>
          {ADMIN_LABELS.totalsKept}
          {recounted ? ` ${ADMIN_LABELS.totalsRecountedAt(recountedLabel(recounted))}` : null}
        </p>
      ) : null}
      <p role="status">{recountState === 'done' ? ADMIN_LABELS.recounted : ''}</p>
      {recountState === 'failed' ? (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {ADMIN_LABELS.recountFailed}
        </p>
      ) : null}
    </div>
  );
}
