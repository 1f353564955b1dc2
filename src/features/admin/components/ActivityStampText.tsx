import { activityStamp, formatStampDate, type ActivityKind } from '../lib/activityLabel';

/** "Updated 12 Mar 2026, 14:05" / "Posted ..." / "Joined ...". */
export function ActivityStampText({ kind, createdAt, lastActivity }: { kind: ActivityKind; createdAt: Date | null; lastActivity: Date | null }) {
  const { label, date } = activityStamp(kind, createdAt, lastActivity);
  return (
    <span className="text-xs text-slate-600 dark:text-slate-400">
      {label} <time dateTime={date?.toISOString()}>{formatStampDate(date)}</time>
    </span>
  );
}
