import { MODERATION_ADMIN } from '../messages';

/** Small "Admin" marker in user rows (premium uses the shared PremiumBadge). */
export function AdminBadge() {
  return <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-bold text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">Admin</span>;
}

/** "Flagged" marker for users a moderator marked after a report. */
export function FlaggedBadge() {
  return <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900 dark:bg-red-900 dark:text-red-100">{MODERATION_ADMIN.flaggedBadge}</span>;
}
