import { ACTIVITY } from '../messages';
import { activityBucket, type ActivityBucket } from '@/lib/activity';
import { useLastActiveDay } from '../hooks/useLastActiveDay';

const LABELS: Record<ActivityBucket, string> = {
  today: ACTIVITY.activeToday,
  week: ACTIVITY.activeThisWeek,
  month: ACTIVITY.activeThisMonth,
};

/** "Active today / this week / this month" for a person; nothing when older, unknown or hidden by them. */
export function ActivityLabel({ uid, className = '' }: { uid: string; className?: string }) {
  const bucket = activityBucket(useLastActiveDay(uid));
  if (!bucket) return null;
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300 ${className}`}>
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${bucket === 'today' ? 'bg-green-600' : 'bg-slate-400'}`} />
      {LABELS[bucket]}
    </span>
  );
}
