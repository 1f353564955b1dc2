/**
 * Email documents for the Trigger Email extension (docs/email.md): each is added to the batch of
 * the action it reports, in the one shape the rules accept ({ toUids: [uid], template: { name,
 * data } }). The checks here mirror the rules' so that a batch never carries a mail they refuse
 * (which would refuse the action with it).
 */
import { EMAILS_PER_DAY } from '@/config/constants';
import type { DecisionMailData, MailDataByTemplate, MailPost, MailTemplateName } from '@/schema/mail';
import { fsPaths, type WriteBatch as Batch, type Writer } from '../transport/db';
import { addDayCount, isRateLimited } from './rateLimits';

export type NotificationSettings = { emailMessages: boolean; emailListings: boolean };

/** What the user wants when they never chose: every email on. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { emailMessages: true, emailListings: true };

export function toNotificationSettings(data: Record<string, unknown> | undefined): NotificationSettings {
  return {
    emailMessages: data?.emailMessages !== false,
    emailListings: data?.emailListings !== false,
  };
}

/** A user's notification settings (any signed-in user may read them: the rules check senders' batches against them). */
export async function readNotificationSettings({ sdk, db }: Writer, uid: string, fromServer = false): Promise<NotificationSettings> {
  const ref = sdk.doc(db, fsPaths.notificationSettings(uid));
  return toNotificationSettings((await (fromServer ? sdk.getDocFromServer(ref) : sdk.getDoc(ref))).data());
}

function setMail<Name extends MailTemplateName>({ sdk, db }: Writer, batch: Batch, id: string, to: string, name: Name, data: MailDataByTemplate[Name]): void {
  batch.set(sdk.doc(db, fsPaths.mail(id)), { toUids: [to], template: { name, data } });
}

export interface NewMessageMail {
  from: string;
  to: string;
  conversationId: string;
  messageId: string;
  /** The post the chat started from, when it did. */
  about?: MailPost;
}

/** `uid`'s unread count in conversation `id` on the server (what the rules compare a streak with). */
async function serverUnreadCount({ sdk, db }: Writer, id: string, uid: string): Promise<number> {
  const counts: unknown = (await sdk.getDocFromServer(sdk.doc(db, fsPaths.conversation(id)))).data()?.unreadCount;
  const count: unknown = typeof counts === 'object' && counts !== null ? (counts as Record<string, unknown>)[uid] : 0;
  return typeof count === 'number' ? count : 0;
}

/**
 * Adds the `new-message` email (id = the message's) and the sender's emails count when this
 * message starts an unread streak: the receiver had nothing unread in the conversation, has not
 * turned message emails off, and the sender is under EMAILS_PER_DAY and has a public name. Reads
 * the server only: offline (a message waiting for the connection) no email is added, since
 * cached state could make the rules refuse the batch. Resolves whether it added one.
 */
export async function addNewMessageMail(writing: Writer, batch: Batch, mail: NewMessageMail): Promise<boolean> {
  const { sdk, db } = writing;
  try {
    if ((await serverUnreadCount(writing, mail.conversationId, mail.to)) !== 0) return false;
    const [settings, senderName] = await Promise.all([
      readNotificationSettings(writing, mail.to, true),
      sdk.getDocFromServer(sdk.doc(db, fsPaths.publicProfile(mail.from))).then((snapshot) => snapshot.data()?.name as unknown),
    ]);
    if (!settings.emailMessages || typeof senderName !== 'string' || senderName === '') return false;
    await addDayCount(writing, batch, mail.from, 'emails', EMAILS_PER_DAY, mail.messageId);
    setMail(writing, batch, mail.messageId, mail.to, 'new-message', { senderName, conversationId: mail.conversationId, ...mail.about });
    return true;
  } catch (error) {
    // Over the day's cap, or offline: the message goes without its email.
    if (!isRateLimited(error, 'emails')) console.warn('No email for this message', error);
    return false;
  }
}

/**
 * Adds an admin's `post-approved` / `post-rejected` email to the post's owner, unless they turned
 * listing emails off. Its id is the decision's audit entry's (`auditEntryId`): one email per decision.
 */
export async function addDecisionMail(writing: Writer, batch: Batch, owner: string, data: DecisionMailData, auditEntryId: string): Promise<boolean> {
  if (!(await readNotificationSettings(writing, owner, true)).emailListings) return false;
  const id = auditEntryId;
  setMail(writing, batch, id, owner, data.reason === undefined ? 'post-approved' : 'post-rejected', data);
  return true;
}
