import { UPDATED_LABEL_THRESHOLD_MS } from '@/config/constants';

export type ActivityKind = 'post' | 'user';
export type ActivityLabel = 'Updated' | 'Posted' | 'Joined';

/** A record counts as edited when lastActivity is more than 5 s after createdAt. */
export function wasUpdated(createdAt: Date | null, lastActivity: Date | null): boolean {
  if (!createdAt || !lastActivity) return false;
  return lastActivity.getTime() - createdAt.getTime() > UPDATED_LABEL_THRESHOLD_MS;
}

/** "Updated" for an edited record, otherwise "Posted" (posts) or "Joined" (users). */
export function activityLabel(kind: ActivityKind, createdAt: Date | null, lastActivity: Date | null): ActivityLabel {
  if (wasUpdated(createdAt, lastActivity)) return 'Updated';
  return kind === 'post' ? 'Posted' : 'Joined';
}

export interface ActivityStamp {
  label: ActivityLabel;
  /** The time the label refers to: lastActivity when updated, else createdAt. */
  date: Date | null;
}

export function activityStamp(kind: ActivityKind, createdAt: Date | null, lastActivity: Date | null): ActivityStamp {
  const label = activityLabel(kind, createdAt, lastActivity);
  return { label, date: label === 'Updated' ? lastActivity : (createdAt ?? lastActivity) };
}

const stampFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** "12 Mar 2026, 14:05"; "unknown date" when the timestamp is missing. */
export function formatStampDate(date: Date | null): string {
  return date ? stampFormat.format(date) : 'unknown date';
}
