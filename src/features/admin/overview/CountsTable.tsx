import { Button } from '@/components/ui/Button';
import type { DashboardCountKey, DashboardCounts } from '@/data';
import { ADMIN_LABELS } from '../messages';
import { TotalsNote } from './TotalsNote';
import type { RecountState } from './useDashboardCounts';

const ROWS: { key: DashboardCountKey; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'roomListings', label: 'Room Listings' },
  { key: 'roommateRequests', label: 'Roommate Requests' },
  { key: 'conversations', label: 'Conversations' },
];

export interface CountsTableProps {
  counts: DashboardCounts | null;
  loading: boolean;
  error: boolean;
  onRefresh: () => void;
  recountState: RecountState;
  onRecount: () => void;
}

/** The overview numbers: one row per collection, total and today (since local midnight). */
export function CountsTable({ counts, loading, error, onRefresh, recountState, onRecount }: CountsTableProps) {
  const recounting = recountState === 'busy';
  return (
    <section aria-labelledby="admin-counts-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="admin-counts-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Overview
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onRecount} disabled={recounting}>
            {recounting ? 'Recounting...' : 'Recount totals'}
          </Button>
          <Button variant="secondary" onClick={onRefresh} disabled={loading}>
            {loading ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {ADMIN_LABELS.countsFailed}
        </p>
      ) : null}
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left" aria-busy={loading}>
          <caption className="sr-only">Totals and today's counts (since local midnight)</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-4 py-3">
                Collection
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Total
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Today
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
            {ROWS.map(({ key, label }) => (
              <tr key={key}>
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900 dark:text-white">
                  {label}
                </th>
                <td className="px-4 py-3 text-right text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{counts ? counts[key].total : '–'}</td>
                <td className="px-4 py-3 text-right text-lg font-semibold text-orange-800 tabular-nums dark:text-orange-300">{counts ? counts[key].today : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Today = since 00:00 local time: new users, posts created or edited, and conversations with a new message.
      </p>
      <TotalsNote counts={counts} recountState={recountState} />
    </section>
  );
}
