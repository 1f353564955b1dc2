/** The stored shape of an audit log entry (P/audit_log/{id}): who did what to which document, why, when. */
import * as v from 'valibot';
import { collection, oneOf, text, unchecked } from './fields';

export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'hide',
  'signals_cleared',
  'delete',
  'mark_user',
  'unmark_user',
  'grant_admin',
  'revoke_admin',
  'grant_premium',
  'revoke_premium',
  'dismiss_report',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = ['room', 'roommate', 'user', 'report'] as const;

export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const AUDIT_REASON_MAX_LENGTH = 500;

export const AUDIT_ENTRY_SCHEMA = collection('isValidAuditEntry', {
  ...unchecked(['actorId']),
  action: oneOf(AUDIT_ACTIONS),
  targetKind: oneOf(AUDIT_TARGET_KINDS),
  targetId: text(1, 200),
  reason: text(0, AUDIT_REASON_MAX_LENGTH),
  ...unchecked(['at']),
  reportId: v.exactOptional(text(1, 200)),
});
