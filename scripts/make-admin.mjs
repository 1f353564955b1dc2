#!/usr/bin/env node
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
 * lookup only, because its Firestore client needs Node 22 (see scripts/seed/lib/firestore.mjs).
 */
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { encodeFields } from './seed/lib/firestore.mjs';
import { DEV_PORTS, HOST, PROJECT_ID } from './stack/ports.mjs';

const args = process.argv.slice(2);
const projectAt = args.indexOf('--project');
const project = projectAt >= 0 ? args[projectAt + 1] : null;
const email = args.find((arg, index) => !arg.startsWith('--') && index !== projectAt + 1);
const appId = process.env.VITE_APP_ID || 'roomshare-uk';

if (!email || (projectAt >= 0 && !project)) {
  console.error('usage: npm run make-admin -- <email> [--project <firebase-project-id>]');
  process.exit(2);
}

if (!project) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${DEV_PORTS.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${DEV_PORTS.firestore}`;
}
const projectId = project ?? PROJECT_ID;
const credential = project ? applicationDefault() : null;
const app = initializeApp(credential ? { credential, projectId } : { projectId });

/** Sets isAdmin on both profile copies in one atomic commit. */
async function grantAdmin(uid) {
  const database = `projects/${projectId}/databases/(default)`;
  const origin = project ? 'https://firestore.googleapis.com' : `http://${process.env.FIRESTORE_EMULATOR_HOST}`;
  const token = credential ? (await credential.getAccessToken()).access_token : 'owner';
  const paths = [`artifacts/${appId}/users/${uid}/user_profile/data`, `artifacts/${appId}/public/data/user_profiles/${uid}`];
  const response = await fetch(`${origin}/v1/${database}/documents:commit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      writes: paths.map((path) => ({
        update: { name: `${database}/documents/${path}`, fields: encodeFields({ isAdmin: true }) },
        updateMask: { fieldPaths: ['isAdmin'] },
      })),
    }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
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
