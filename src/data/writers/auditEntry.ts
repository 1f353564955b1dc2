/**
 * Accountable moderation: every admin action writes its audit entry in the same batch
 * (firestore.rules isAudited). The entry is P/audit_log/{new id}; the admin's audit head,
 * P/audit_heads/{uid} = { entryId, at }, names it so the rules find it, deletes included.
 */
import { AUDIT_REASON_MAX_LENGTH, type AuditAction, type AuditTargetKind } from '@/schema/audit';
import { auth } from '../transport/firebase';
import { fsPaths, type WriteBatch, type Writer } from '../transport/db';

export interface AuditInput {
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string;
  /** The report this action closes or dismisses, when there is one. */
  reportId?: string;
  /** Why (optional, up to AUDIT_REASON_MAX_LENGTH characters). */
  reason?: string;
}

async function actorUid(): Promise<string> {
  const uid = (await auth()).currentUser?.uid;
  if (!uid) throw new Error('Only a signed-in admin can moderate');
  return uid;
}

/** Adds the audit entry and the admin's head naming it to `batch` (one audited action per batch); resolves the entry's id. */
export async function auditEntry({ sdk, db }: Writer, batch: WriteBatch, input: AuditInput): Promise<string> {
  const actorId = await actorUid();
  const entry = sdk.doc(sdk.collection(db, fsPaths.auditLog()));
  const at = sdk.serverTimestamp();
  batch.set(entry, {
    actorId,
    action: input.action,
    targetKind: input.targetKind,
    targetId: input.targetId,
    ...(input.reportId ? { reportId: input.reportId } : {}),
    reason: (input.reason ?? '').trim().slice(0, AUDIT_REASON_MAX_LENGTH),
    at,
  });
  batch.set(sdk.doc(db, fsPaths.auditHead(actorId)), { entryId: entry.id, at });
  return entry.id;
}
