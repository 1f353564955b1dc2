/** Typed, validated view of import.meta.env (see ./parseEnv). */
import { parseEnv, type AppEnv, type RawEnv } from './parseEnv';

export type { AppEnv };

export const env: AppEnv = parseEnv(import.meta.env as RawEnv);

if (!env.useEmulators && env.firebase.projectId.startsWith('demo-')) {
  // A demo-* project only exists in the emulators; say so instead of failing on every call.
  console.warn('VITE_FIREBASE_PROJECT_ID is a demo project but VITE_USE_EMULATORS is not true.');
}
