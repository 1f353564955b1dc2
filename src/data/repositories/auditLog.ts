/** The audit log's reading side: admins page through it newest first (the rules refuse everyone else). */
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, type AuditAction, type AuditTargetKind } from '@/schema/audit';
import { oneOf, toDate, type RawDoc } from '../collections/documents';
import { fsPaths } from '../transport/db';
import { runQuery, type QueryResult } from '../transport/oneShot';
import { DOCUMENT_ID, type FieldValue, type QuerySpec } from '../transport/query';

export interface AuditEntry {
  id: string;
  actorId: string;
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string;
  reportId: string | null;
  reason: string;
  at: Date | null;
}

export function auditLogQuery(startAfter?: FieldValue[] | null): QuerySpec {
  return {
    path: fsPaths.auditLog(),
    orderBy: [
      { field: 'at', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: ADMIN_PAGE_SIZE,
    ...(startAfter ? { startAfter } : {}),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toAuditEntry({ id, data }: RawDoc): AuditEntry {
  return {
    id,
    actorId: text(data.actorId),
    action: oneOf(AUDIT_ACTIONS, data.action, 'approve'),
    targetKind: oneOf(AUDIT_TARGET_KINDS, data.targetKind, 'room'),
    targetId: text(data.targetId),
    reportId: typeof data.reportId === 'string' ? data.reportId : null,
    reason: text(data.reason),
    at: toDate(data.at),
  };
}

export function fetchAuditLogPage(startAfter?: FieldValue[] | null): Promise<QueryResult<AuditEntry>> {
  return runQuery(auditLogQuery(startAfter), toAuditEntry);
}
