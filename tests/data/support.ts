/**
 * Helpers for data-layer tests: emulator resets and signing in as fresh users through the real
 * data layer (src/data), so the rules see genuine Auth-emulator tokens.
 */
import { createProfiles, refreshTokenVerification, registerWithEmail, signInWithEmail, signOutUser } from '@/data';
import { searchFieldsOf } from '@/lib/userSearchTerms';

/** This worker's emulator project (tests/data/worker-project.ts). */
export function dataProjectId(): string {
  const project = process.env.VITE_FIREBASE_PROJECT_ID;
  if (!project) throw new Error('VITE_FIREBASE_PROJECT_ID is not set: the data suite sets it in tests/data/worker-project.ts.');
  return project;
}

/** The REST path of this worker's documents, as the data layer's requests name it. */
export const documentsPath = (): string => `/v1/projects/${dataProjectId()}/databases/(default)/documents`;

export function emulatorHost(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run through "npm run test:data" (it starts the emulators).`);
  return value.replace(/^https?:\/\//, '');
}

export async function clearFirestore(): Promise<void> {
  const response = await fetch(`http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}/emulator${documentsPath()}`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing Firestore failed: ${response.status}`);
}

let counter = 0;

/**
 * Registers a brand-new Auth-emulator user and leaves them signed in. By default the account has a
 * verified phone (its token carries phone_number, so its posts go live at once);
 * `{ phoneVerified: false }` leaves it without one (its posts start 'pending').
 */
export async function signUpFresh(name = 'Test User', options: { phoneVerified?: boolean } = {}): Promise<{ uid: string; email: string; password: string }> {
  await signOutUser().catch(() => undefined);
  const email = `data-${process.pid}-${Date.now()}-${++counter}@roomshare.test`;
  const password = 'Passw0rd!';
  const user = await registerWithEmail(name, email, password);
  if (options.phoneVerified ?? true) await verifyPhoneOf(user.uid);
  return { uid: user.uid, email, password };
}

/** A brand-new account with both profiles, as the app creates them on the first sign-in; left signed in. */
export async function signUpMember(name: string, phoneNumber = '+44 7700 900123'): Promise<Awaited<ReturnType<typeof signUpFresh>>> {
  const account = await signUpFresh(name);
  await createProfiles({ uid: account.uid, name, email: account.email, phoneNumber });
  return account;
}

/**
 * Links a unique phone number to the account through the Auth emulator's admin API (as the seed
 * does), then refreshes the signed-in user's token so it carries phone_number.
 */
export async function verifyPhoneOf(uid: string): Promise<void> {
  const phoneNumber = `+4477${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(5, '0')}`;
  const response = await fetch(`http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: uid, phoneNumber }),
  });
  if (!response.ok) throw new Error(`linking a phone to ${uid} failed: ${response.status} ${await response.text()}`);
  await refreshTokenVerification();
}

export async function signInAs(email: string, password: string): Promise<void> {
  await signOutUser().catch(() => undefined);
  await signInWithEmail(email, password);
}

/**
 * Admin SDK-free admin bootstrap: writes with rules disabled via the emulator's owner token. The
 * document becomes `fields`, or with `merge` only the named fields change.
 */
export async function writeAsOwner(path: string, fields: Record<string, unknown>, { merge = false } = {}): Promise<void> {
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, toValue(value)])) };
  const mask = merge ? `?${Object.keys(fields).map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`).join('&')}` : '';
  const response = await fetch(`http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}${documentsPath()}/${path}${mask}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`owner write to ${path} failed: ${response.status} ${await response.text()}`);
}

function toValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object') {
    return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toValue(item)])) } };
  }
  throw new Error(`unsupported value ${String(value)}`);
}

/** Resolves with the first value a subscription emits that satisfies `accept`. */
export function waitFor<T>(subscribe: (next: (value: T) => void, error: (e: Error) => void) => () => void, accept: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    let stop: () => void = () => undefined;
    const timer = setTimeout(() => {
      stop();
      reject(new Error('timed out waiting for a snapshot'));
    }, 15_000);
    stop = subscribe(
      (value) => {
        if (!accept(value)) return;
        clearTimeout(timer);
        queueMicrotask(() => stop());
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A new account made admin by writing its private profile past the rules (as the README's first-admin step does). */
export async function freshAdmin(name = 'Moderator'): Promise<Awaited<ReturnType<typeof signUpFresh>>> {
  const admin = await signUpFresh(name);
  await writeAsOwner(`artifacts/roomshare-uk/users/${admin.uid}/user_profile/data`, {
    userId: admin.uid,
    name,
    email: admin.email,
    isAdmin: true,
    isPremium: false,
    createdAt: new Date(),
    ...searchFieldsOf(name, admin.email, new Date()),
  });
  return admin;
}

/** A document's REST fields, read past the rules; null when it does not exist. */
export async function fieldsAsOwner(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}${documentsPath()}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`owner read of ${path} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { fields?: Record<string, unknown> }).fields ?? {};
}

/** Whether the Auth emulator still has an account for this email (its admin lookup). */
export async function authAccountExists(email: string): Promise<boolean> {
  const response = await fetch(`http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/projects/${dataProjectId()}/accounts:lookup`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: [email] }),
  });
  if (!response.ok) throw new Error(`Auth lookup of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { users?: unknown[] }).users?.length === 1;
}

/** The documents of a collection, read past the rules (e.g. mail/, which no client may read). */
export async function listAsOwner(path: string): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const response = await fetch(`http://${emulatorHost('FIRESTORE_EMULATOR_HOST')}${documentsPath()}/${path}?pageSize=300`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`owner read of ${path} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { documents?: { name: string; fields: Record<string, unknown> }[] };
  return (body.documents ?? []).map((document) => ({ id: document.name.split('/').at(-1) ?? '', fields: document.fields }));
}

/** Marks the account's email verified in the Auth emulator and refreshes the signed-in token. */
export async function verifyEmailOf(uid: string): Promise<void> {
  const response = await fetch(`http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`verifying the email of ${uid} failed: ${response.status} ${await response.text()}`);
  await refreshTokenVerification();
}
