#!/usr/bin/env node
/**
 * `npm run make-admin -- <email>`: grants admin to an existing account on both profile copies.
 *
 * - Local (default): the running dev emulators.
 * - Production: `npm run make-admin -- <email> --project <firebase-project-id>` with
 *   GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key of that project.
 *   firebase-admin bypasses the security rules, which is why this is the only way to make
 *   the first admin (nobody can grant it to themselves through the app).
 */
import { initializeApp, applicationDefault } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEV_PORTS, PROJECT_ID } from './stack/ports.mjs';
import { stackEnv } from './stack/stack.mjs';

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--project');
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? args[projectFlag + 1] : null;
const appId = process.env.VITE_APP_ID || 'roomshare-uk';

if (!email) {
  console.error('usage: npm run make-admin -- <email> [--project <firebase-project-id>]');
  process.exit(2);
}

if (!project) {
  for (const [key, value] of Object.entries(stackEnv(DEV_PORTS))) process.env[key] ??= value;
}
const app = project
  ? initializeApp({ credential: applicationDefault(), projectId: project })
  : initializeApp({ projectId: PROJECT_ID });

try {
  const user = await getAuth(app).getUserByEmail(email);
  const db = getFirestore(app);
  const batch = db.batch();
  batch.set(db.doc(`artifacts/${appId}/users/${user.uid}/user_profile/data`), { isAdmin: true }, { merge: true });
  batch.set(db.doc(`artifacts/${appId}/public/data/user_profiles/${user.uid}`), { isAdmin: true }, { merge: true });
  await batch.commit();
  console.log(`${email} (${user.uid}) is now an admin on ${project ?? `the local emulators (${PROJECT_ID})`}.`);
  process.exit(0);
} catch (error) {
  console.error(`Could not make ${email} an admin: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
