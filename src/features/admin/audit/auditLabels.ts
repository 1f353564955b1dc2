/** The audit log tab's wording (one place; tests import it). */
import type { AuditAction, AuditTargetKind } from '@/schema/audit';

export const AUDIT_LOG = {
  heading: 'Audit log',
  intro: 'Every moderator action, newest first: who did it, to what, when and why. Entries cannot be changed or deleted.',
  empty: 'No moderator actions yet.',
  by: 'by',
  fromReport: 'from a report',
  /** Where a post, account or name is no longer there. */
  deletedPost: 'deleted post',
  deletedAccount: 'deleted account',
  /** While the names load: the row shows no bare ids. */
  loadingName: '…',
  ids: 'Ids',
  idLabels: { entry: 'Entry', actor: 'Admin', target: 'Target', report: 'Report' },
} as const;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  hide: 'Hid',
  signals_cleared: 'Marked "Looks fine"',
  delete: 'Deleted',
  mark_user: 'Marked user',
  unmark_user: 'Cleared mark on user',
  grant_admin: 'Made admin',
  revoke_admin: 'Removed admin',
  grant_premium: 'Granted premium',
  revoke_premium: 'Removed premium',
  dismiss_report: 'Dismissed report',
};

export const AUDIT_TARGET_LABELS: Record<AuditTargetKind, string> = {
  room: 'room listing',
  roommate: 'roommate profile',
  user: 'user',
  report: 'report',
};
