/** The audit log tab's wording (one place; tests import it). */
import type { AuditAction, AuditTargetKind } from '@/schema/audit';

export const AUDIT_LOG = {
  heading: 'Audit log',
  intro: 'Every moderator action, newest first: who did it, to what, when and why. Entries cannot be changed or deleted.',
  empty: 'No moderator actions yet.',
  by: (actorId: string) => `by ${actorId}`,
  report: (reportId: string) => `from report ${reportId}`,
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
