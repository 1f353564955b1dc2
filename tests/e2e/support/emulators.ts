/** Straight to the emulators, past the app and its rules: for data a test needs in bulk. */
const PROJECT_ID = 'demo-roomshare';

export type Write = [path: string, data: Record<string, unknown>];

function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[variable];
  if (!host) throw new Error(`${variable} is not set: run through "npm run test:e2e".`);
  return host;
}

/** The uid of an account, from the Auth emulator's admin lookup. */
export async function uidOf(email: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  const body = (await response.json()) as { users?: { localId: string }[] };
  const uid = body.users?.[0]?.localId;
  if (!uid) throw new Error(`No account for ${email}`);
  return uid;
}

/** Writes documents in batches (the seed's REST client). */
export async function writeDocuments(writes: Write[]): Promise<void> {
  const { firestoreClient } = (await import(new URL('../../../scripts/seed/lib/firestore.mjs', import.meta.url).href)) as {
    firestoreClient(host: string, projectId: string): { setAll(writes: Write[]): Promise<number> };
  };
  await firestoreClient(emulatorHost('FIRESTORE_EMULATOR_HOST'), PROJECT_ID).setAll(writes);
}
