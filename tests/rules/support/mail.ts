/**
 * The email write shapes of docs/email.md for the rules tests: a message sent with its
 * `new-message` email (and the sender's emails count), and an admin's decision with its email.
 */
import { doc, updateDoc, writeBatch, deleteField, type DocumentData, type Firestore } from 'firebase/firestore';
import { addAudit } from './audit';
import { ADMIN, batchSendMessage, conversationId, nextDayCount, paths, type SendMessageOptions } from './fixtures';

export interface MailOverrides {
  /** Replaces the whole mail document. */
  mail?: DocumentData;
  /** Merged into template.data. */
  data?: DocumentData;
  toUids?: string[];
  templateName?: string;
  /** The mail's id; default: the message's. */
  mailId?: string;
  /** Leave the sender's rate_limits/emails step out. */
  skipCount?: boolean;
}

/** template.data of a new-message email from `from` to `to`, as the app writes it. */
export function newMessageData(from: string, to: string, extra: DocumentData = {}): DocumentData {
  return { senderName: `Name of ${from}`, conversationId: conversationId(from, to), ...extra };
}

/** Send message + { toUids: [to], template: { name: 'new-message', data } } + the emails count step, in one batch. */
export async function sendWithMail(db: Firestore, from: string, to: string, text: string, overrides: MailOverrides = {}, send: SendMessageOptions = {}): Promise<void> {
  const step = overrides.skipCount ? null : await nextDayCount(db, from, 'emails');
  await batchSendMessage(db, from, to, text, {
    ...send,
    also: (batch, messageId) => {
      const mailId = overrides.mailId ?? messageId;
      batch.set(
        doc(db, paths.mail(mailId)),
        overrides.mail ?? {
          toUids: overrides.toUids ?? [to],
          template: { name: overrides.templateName ?? 'new-message', data: { ...newMessageData(from, to), ...overrides.data } },
        },
      );
      if (step) batch.set(doc(db, paths.rateLimit(from, 'emails')), { ...step, changed: mailId });
    },
  });
}

export type Decision = { status: 'active' } | { status: 'rejected'; reason: string };

/**
 * An admin's review decision on a listing plus its email to `to`, in one batch (`mail` null: the
 * decision alone). The email's id is the decision's audit entry's, unless `mailIds` names others
 * (each gets the same email).
 */
export async function decideWithMail(
  db: Firestore,
  listingId: string,
  to: string,
  title: string,
  decision: Decision,
  mail: DocumentData | null | undefined = undefined,
  mailIds?: (entryId: string) => string[],
): Promise<void> {
  const batch = writeBatch(db);
  const post = doc(db, paths.roomListing(listingId));
  batch.update(post, decision.status === 'active' ? { status: 'active', rejectionReason: deleteField() } : { status: 'rejected', rejectionReason: decision.reason });
  // Every admin decision carries its audit entry (firestore.rules "audit log"), signed by the admin.
  const entryId = addAudit(db, batch, { actor: ADMIN, action: decision.status === 'active' ? 'approve' : 'reject', targetKind: 'room', targetId: listingId });
  if (mail !== null) {
    const name = decision.status === 'active' ? 'post-approved' : 'post-rejected';
    const data = { postKind: 'room', postId: listingId, postTitle: title, ...(decision.status === 'rejected' ? { reason: decision.reason } : {}) };
    for (const id of mailIds?.(entryId) ?? [entryId]) batch.set(doc(db, paths.mail(id)), mail ?? { toUids: [to], template: { name, data } });
  }
  await batch.commit();
}

export { updateDoc };
