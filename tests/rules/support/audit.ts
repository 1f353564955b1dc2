/**
 * The audit entry every admin action carries (firestore.rules "audit log"; src/data/writers/auditEntry.ts):
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

/** The entry of an admin's action on user `uid` (grant/revoke admin or premium, mark). */
export function onUser(actor: string, action: AuditAction, uid: string, reportId?: string): AuditFixture {
  return { actor, action, targetKind: 'user', targetId: uid, ...(reportId ? { reportId } : {}) };
}

/** The entry of an admin's action on a post ('room': a listing id; 'roommate': the owner's uid). */
export function onPost(actor: string, action: AuditAction, targetKind: 'room' | 'roommate', id: string, reportId?: string): AuditFixture {
  return { actor, action, targetKind, targetId: id, ...(reportId ? { reportId } : {}) };
}

/** The entry of dismissing report `reportId` (or closing it with `action`). */
export function onReport(actor: string, reportId: string, action: AuditAction = 'dismiss_report'): AuditFixture {
  return { actor, action, targetKind: 'report', targetId: reportId, reportId };
}
