/**
 * Writes to Firestore past the security rules, for the few jobs the app must not be able to do
 * (the first admin, the email templates): the running dev emulators by default (the emulator's
 * "owner" token), or a real project with `--project <id>` and GOOGLE_APPLICATION_CREDENTIALS
 * pointing at a service-account key of it. Through Firestore's REST API, as the seed writes
 * (firebase-admin's Firestore client needs Node 22: scripts/seed/lib/firestore.ts).
 */
import { applicationDefault } from 'firebase-admin/app';
import { DEV_PORTS, HOST, PROJECT_ID } from '../stack/ports';

/** `--project <id>` from a script's arguments, and the arguments left. */
export function projectArgument(args: string[]): { project: string | null; rest: string[] } {
  const at = args.indexOf('--project');
  if (at < 0) return { project: null, rest: args };
  return { project: args[at + 1] ?? '', rest: args.filter((_, index) => index !== at && index !== at + 1) };
}

/**
 * The project's id, whether it is the local emulators, the credential of a real project (null
 * locally) and `commit(writes)` for one atomic REST commit.
 */
export function privilegedFirestore(project: string | null) {
  if (!project) process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${DEV_PORTS.firestore}`;
  const projectId = project ?? PROJECT_ID;
  const credential = project ? applicationDefault() : null;
  const database = `projects/${projectId}/databases/(default)`;
  const origin = project ? 'https://firestore.googleapis.com' : `http://${process.env.FIRESTORE_EMULATOR_HOST}`;
  return {
    projectId,
    credential,
    /** A document path under the database, as a REST document name. */
    documentName: (path: string) => `${database}/documents/${path}`,
    /** One atomic commit of REST `Write` objects. */
    async commit(writes: unknown[]): Promise<void> {
      const token = credential ? (await credential.getAccessToken()).access_token : 'owner';
      const response = await fetch(`${origin}/v1/${database}/documents:commit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ writes }),
      });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    },
  };
}
