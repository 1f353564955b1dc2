/** Ports of the dev stack (firebase.json) and of the test stack, so `npm test` can run beside `npm run dev`. */
import { readFileSync } from 'node:fs';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const emulators = firebaseJson.emulators;

export const PROJECT_ID = 'demo-roomshare';
export const HOST = '127.0.0.1';

export const DEV_PORTS = {
  auth: emulators.auth.port,
  firestore: emulators.firestore.port,
  storage: emulators.storage.port,
  mortgage: 9300,
  app: 5173,
};

export const TEST_PORTS = {
  auth: Number(process.env.TEST_AUTH_PORT ?? 9189),
  firestore: Number(process.env.TEST_FIRESTORE_PORT ?? 8180),
  storage: Number(process.env.TEST_STORAGE_PORT ?? 9289),
  mortgage: Number(process.env.TEST_MORTGAGE_PORT ?? 9390),
  app: Number(process.env.TEST_APP_PORT ?? 4273),
  /** `npm run audit`'s Firebase Hosting emulator (its hub and logging take the next two ports). */
  hosting: Number(process.env.TEST_HOSTING_PORT ?? 4275),
};
