/** Straight to the emulators, past the app and its rules: for data a test needs in bulk. */
import { expect, type Page } from '@playwright/test';
import { MESSAGE_MIN_INTERVAL_MS } from '../../../src/config/constants';
import { firestorePaths } from '../../../src/data/collections';
import { firestoreClient, type Write } from '../../../scripts/seed/lib/firestore';

export const PROJECT_ID = 'demo-roomshare';
/** The app id the seed and the e2e build use (VITE_APP_ID's default). */
export const APP_ID = 'roomshare-uk';
/** The stack's Firestore paths. */
export const stackPaths = firestorePaths(APP_ID);

export type { Write };

function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[variable];
  if (!host) throw new Error(`${variable} is not set: run through "npm run test:e2e".`);
  return host;
}

/**
 * A call to the Auth emulator's REST API (`identitytoolkit.googleapis.com/v1/<path>`); `asOwner`
 * authorises it as the emulator's admin, past any account's own sign-in.
 */
export async function authRequest<T>(path: string, body: unknown, { asOwner = false } = {}): Promise<T> {
  const response = await fetch(`http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(asOwner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${response.status} on ${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The accounts the Auth emulator's admin lookup finds for `query` (e.g. `{ email: [...] }`, `{ phoneNumber: [...] }`). */
export async function lookUpAccounts(query: Record<string, string[]>): Promise<{ localId: string }[]> {
  const { users } = await authRequest<{ users?: { localId: string }[] }>(`projects/${PROJECT_ID}/accounts:lookup`, query, { asOwner: true });
  return users ?? [];
}

/** The uid of an account, from the Auth emulator's admin lookup. */
export async function uidOf(email: string): Promise<string> {
  const uid = (await lookUpAccounts({ email: [email] }))[0]?.localId;
  if (!uid) throw new Error(`No account for ${email}`);
  return uid;
}

/** Writes documents in batches (the seed's REST client). */
export async function writeDocuments(writes: Write[]): Promise<void> {
  await firestoreClient(emulatorHost('FIRESTORE_EMULATOR_HOST'), PROJECT_ID).setAll(writes);
}

/**
 * Lets the next message of `email` through at once. The rules allow one message a second per
 * sender, on the server's clock (users/{uid}/rate_limits/messages), and the page itself refuses a
 * send within a second of its last one: once the page's last message is confirmed, the tick moves
 * a minute back and the page's clock (the test installs Playwright's) a second on, instead of the
 * test waiting over a second.
 */
export async function allowNextMessage(page: Page, email: string): Promise<void> {
  // The last message's own tick must have reached the server first, or it would land after ours.
  await expect(page.getByRole('log').getByText('Sending…')).toHaveCount(0);
  const uid = await uidOf(email);
  await writeDocuments([[stackPaths.rateLimit(uid, 'messages'), { lastAt: new Date(Date.now() - 60_000), changed: 'e2e' }]]);
  await page.clock.fastForward(MESSAGE_MIN_INTERVAL_MS);
}

/** Whether a document exists, read past the rules (the emulator's owner token). */
export async function documentExists(path: string): Promise<boolean> {
  const url = `http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`Reading ${path}: ${response.status}`);
  return true;
}

/** Whether the Auth emulator still has an account for this email. */
export async function accountExists(email: string): Promise<boolean> {
  return uidOf(email).then(
    () => true,
    () => false,
  );
}

/** A document's REST fields, read past the rules (the emulator's owner token); null when it does not exist. */
export async function documentFields(path: string): Promise<Record<string, unknown> | null> {
  const url = `http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading ${path}: ${response.status}`);
  return ((await response.json()) as { fields?: Record<string, unknown> }).fields ?? {};
}
