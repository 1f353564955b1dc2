/**
 * Email notifications, the user's side (docs/email.md): their settings
 * (users/{uid}/settings/notifications) and the extension's copy of their verified address
 * (mail_users/{uid}), kept in step: present while the token's email is verified and at least
 * one email is on, removed otherwise.
 */
import { fsPaths, writer, type WriteBatch as Batch, type Writer } from '../transport/db';
import { readNotificationSettings, type NotificationSettings } from '../writers/mail';
import { currentVerifiedEmail } from './verification';

export { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../writers/mail';

/** The caller's settings (absent: every email on). */
export async function fetchNotificationSettings(uid: string): Promise<NotificationSettings> {
  return readNotificationSettings(await writer(), uid);
}

/** What this browser last wrote to mail_users for a uid (the rules let nobody read it back). */
const syncedKey = (uid: string) => `roomshare.mailUser.${uid}`;

function wantsAnyEmail(settings: NotificationSettings): boolean {
  return settings.emailMessages || settings.emailListings;
}

/** Sets or deletes mail_users/{uid} in `batch`; resolves the value to remember ('' = none). */
function putMailUser({ sdk, db }: Writer, batch: Batch, uid: string, email: string): string {
  const ref = sdk.doc(db, fsPaths.mailUser(uid));
  if (email) batch.set(ref, { email });
  else batch.delete(ref);
  return email;
}

function remember(uid: string, email: string): void {
  try {
    localStorage.setItem(syncedKey(uid), email);
  } catch {
    // Private mode: the next sign-in writes again, which is harmless.
  }
}

function remembered(uid: string): string | null {
  try {
    return localStorage.getItem(syncedKey(uid));
  } catch {
    return null;
  }
}

/** Saves the caller's settings and, in the same batch, adds or removes their address for the extension. */
export async function saveNotificationSettings(uid: string, settings: NotificationSettings): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const token = await currentVerifiedEmail();
  const batch = sdk.writeBatch(db);
  batch.set(sdk.doc(db, fsPaths.notificationSettings(uid)), { ...settings });
  const email = putMailUser(writing, batch, uid, token?.uid === uid && wantsAnyEmail(settings) ? token.email : '');
  await batch.commit();
  remember(uid, email);
}

/**
 * Brings mail_users/{uid} in line with the token (on sign-in and whenever the token changes): the
 * verified address while any email is on, nothing otherwise. Writes only when that differs from
 * what this browser last wrote.
 */
export async function syncMailUser(): Promise<void> {
  const token = await currentVerifiedEmail();
  if (!token) return;
  const writing = await writer();
  const email = token.email && wantsAnyEmail(await readNotificationSettings(writing, token.uid)) ? token.email : '';
  if (remembered(token.uid) === email) return;
  const batch = writing.sdk.writeBatch(writing.db);
  putMailUser(writing, batch, token.uid, email);
  await batch.commit();
  remember(token.uid, email);
}
