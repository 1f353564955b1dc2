/**
 * Emulator-only guard: the seed must never reach a real Firebase project. It refuses to run
 * unless the Firestore, Auth and Storage emulator hosts are all set.
 */

export class SeedSafetyError extends Error {}

function stripScheme(value: string): string {
  return value.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

/**
 * Reads (and normalises) the standard emulator variables. Sets STORAGE_EMULATOR_HOST from
 * FIREBASE_STORAGE_EMULATOR_HOST (or the reverse) so firebase-admin's bucket uses the emulator.
 */
export function emulatorConfig(env: NodeJS.ProcessEnv = process.env): { firestoreHost: string; authHost: string; storageHost: string; storageOrigin: string } {
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST?.trim();
  if (!firestoreHost) {
    throw new SeedSafetyError(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST is not set. The seed only writes to the local ' +
        'emulators (e.g. FIRESTORE_EMULATOR_HOST=127.0.0.1:8080); it never talks to a real project.',
    );
  }
  const authHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (!authHost) {
    throw new SeedSafetyError('Refusing to seed: FIREBASE_AUTH_EMULATOR_HOST is not set (e.g. 127.0.0.1:9099).');
  }
  const storageRaw = env.FIREBASE_STORAGE_EMULATOR_HOST?.trim() || env.STORAGE_EMULATOR_HOST?.trim();
  if (!storageRaw) {
    throw new SeedSafetyError(
      'Refusing to seed: FIREBASE_STORAGE_EMULATOR_HOST (or STORAGE_EMULATOR_HOST) is not set (e.g. 127.0.0.1:9199).',
    );
  }
  const storageHost = stripScheme(storageRaw);
  const storageOrigin = `http://${storageHost}`;
  env.FIREBASE_STORAGE_EMULATOR_HOST = storageHost;
  env.STORAGE_EMULATOR_HOST = storageOrigin;
  return { firestoreHost, authHost, storageHost, storageOrigin };
}
