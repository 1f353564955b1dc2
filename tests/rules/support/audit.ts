/**
 * The audit entry every admin action carries (firestore.rules "audit log"; src/data/audit/auditEntry.ts):
 * set(audit_log/{new}) + set(audit_heads/{actor}, { entryId, at }) in the action's batch.
 */
import { collection, doc, serverTimestamp, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import type { AuditAction, AuditTargetKind } from '../../../src/schema/audit';
import { paths } from './fixtures';

export interface AuditFixture {
  /** Who signs the entry (the batch's caller for a legitimate write). */
  actor: string;
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string;
  reportId?: string;
  /** Overrides of the entry (forged actor, time, unknown action...). */
  entry?: DocumentData;
  /** Leave the head out (an entry nobody names). */
  skipHead?: boolean;
}

export function auditEntryDoc({ actor, action, targetKind, targetId, reportId }: AuditFixture): DocumentData {
  return { actorId: actor, action, targetKind, targetId, ...(reportId ? { reportId } : {}), reason: '', at: serverTimestamp() };
}

/** Adds the entry and the head naming it to `batch`; returns the entry's id. */
export function addAudit(db: Firestore, batch: WriteBatch, audit: AuditFixture): string {
  const entry = doc(collection(db, paths.auditLog()));
  batch.set(entry, { ...auditEntryDoc(audit), ...audit.entry });
  if (!audit.skipHead) batch.set(doc(db, paths.auditHead(audit.actor)), { entryId: entry.id, at: serverTimestamp() });
  return entry.id;
}
