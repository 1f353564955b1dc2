/**
 * `npm run make-admin -- <email>`: grants admin to an existing account on both profile copies.
 *
 * - Local (default): the running dev emulators (`npm run dev`).
 * - Production: `npm run make-admin -- <email> --project <firebase-project-id>` with
 *   GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key of that project.
 *
 * It writes through Firestore's REST API with privileged credentials (the emulator's "owner"
 * token locally, a service-account OAuth token in production), which bypass the security rules:
 * that is why this is the only way to make the first admin. firebase-admin is used for the Auth
 * lookup only, because its Firestore client needs Node 22 (see scripts/seed/lib/firestore.ts).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { firestorePaths } from '../src/data/collections';
import { privilegedFirestore, projectArgument } from './lib/privilegedFirestore';
import { encodeFields } from './seed/lib/firestoreValues';
import { DEV_PORTS, HOST, PROJECT_ID } from './stack/ports';

const { project, rest } = projectArgument(process.argv.slice(2));
const email = rest.find((arg) => !arg.startsWith('--'));
const appId = process.env.VITE_APP_ID || 'roomshare-uk';

if (!email || project === '') {
  console.error('usage: npm run make-admin -- <email> [--project <firebase-project-id>]');
  process.exit(2);
}

if (!project) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${DEV_PORTS.auth}`;
const firestore = privilegedFirestore(project);
const app = initializeApp(firestore.credential ? { credential: firestore.credential, projectId: firestore.projectId } : { projectId: firestore.projectId });

/** Sets isAdmin on both profile copies in one atomic commit. */
async function grantAdmin(uid: string) {
  const { privateProfile, publicProfile } = firestorePaths(appId);
  const paths = [privateProfile(uid), publicProfile(uid)];
  await firestore.commit(
    paths.map((path) => ({ update: { name: firestore.documentName(path), fields: encodeFields({ isAdmin: true }) }, updateMask: { fieldPaths: ['isAdmin'] } })),
  );
}

try {
  const user = await getAuth(app).getUserByEmail(email);
  await grantAdmin(user.uid);
  console.log(`${email} (${user.uid}) is now an admin on ${project ?? `the local emulators (${PROJECT_ID})`}. They may need to sign in again.`);
  process.exit(0);
} catch (error) {
  console.error(`Could not make ${email} an admin: ${error instanceof Error ? error.message : error}`);
  if (!project) console.error('Is the local stack running? Start it with "npm run dev".');
  process.exit(1);
}
