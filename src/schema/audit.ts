/** The stored shape of an audit log entry (P/audit_log/{id}): who did what to which document, why, when. */
import type { CollectionSchema } from './fieldRules';

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

export const AUDIT_ENTRY_SCHEMA = {
  rulesFunction: 'isValidAuditEntry',
  required: ['actorId', 'action', 'targetKind', 'targetId', 'reason', 'at'],
  optional: ['reportId'],
  fields: {
    action: { kind: 'enum', values: AUDIT_ACTIONS },
    targetKind: { kind: 'enum', values: AUDIT_TARGET_KINDS },
    targetId: { kind: 'text', min: 1, max: 200 },
    reportId: { kind: 'text', min: 1, max: 200 },
    reason: { kind: 'text', min: 0, max: AUDIT_REASON_MAX_LENGTH },
  },
} as const satisfies CollectionSchema;
