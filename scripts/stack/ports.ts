/** Ports of the dev stack (firebase.json) and of the test stack, so `npm test` can run beside `npm run dev`. */
import { readFileSync } from 'node:fs';

/** The emulators' ports in firebase.json. */
export interface EmulatorPorts {
  emulators: Record<'auth' | 'firestore' | 'storage', { port: number }>;
}
const { emulators } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as EmulatorPorts;

export const PROJECT_ID = 'demo-roomshare';
export const HOST = '127.0.0.1';

/** `npm run dev`'s ports: firebase.json's, each movable with DEV_*_PORT (the dev smoke run in `npm test` does). */
export const DEV_PORTS = {
  auth: Number(process.env.DEV_AUTH_PORT ?? emulators.auth.port),
  firestore: Number(process.env.DEV_FIRESTORE_PORT ?? emulators.firestore.port),
  storage: Number(process.env.DEV_STORAGE_PORT ?? emulators.storage.port),
  mortgage: Number(process.env.DEV_MORTGAGE_PORT ?? 9300),
  postcodes: Number(process.env.DEV_POSTCODES_PORT ?? 9310),
  tiles: Number(process.env.DEV_TILES_PORT ?? 9320),
  /** The local outbox, a stand-in for the Trigger Email extension (scripts/stack/outbox-stand-in.ts). */
  outbox: Number(process.env.DEV_OUTBOX_PORT ?? 9330),
  app: Number(process.env.DEV_APP_PORT ?? 5173),
};

export const TEST_PORTS = {
  auth: Number(process.env.TEST_AUTH_PORT ?? 9189),
  firestore: Number(process.env.TEST_FIRESTORE_PORT ?? 8180),
  storage: Number(process.env.TEST_STORAGE_PORT ?? 9289),
  mortgage: Number(process.env.TEST_MORTGAGE_PORT ?? 9390),
  postcodes: Number(process.env.TEST_POSTCODES_PORT ?? 9391),
  tiles: Number(process.env.TEST_TILES_PORT ?? 9392),
  outbox: Number(process.env.TEST_OUTBOX_PORT ?? 9393),
  app: Number(process.env.TEST_APP_PORT ?? 4273),
  /** `npm run audit`'s Firebase Hosting emulator (its hub and logging take the next two ports). */
  hosting: Number(process.env.TEST_HOSTING_PORT ?? 4275),
};

/** A stack's ports by service. */
export type StackPorts = typeof DEV_PORTS;
