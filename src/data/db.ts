/** Shared access to the full SDK for writes, plus the app's path helpers. */
import { env } from '@/config/env';
import { firestoreSdk, fullDb } from './firebase';
import { firestorePaths } from './paths';

export const fsPaths = firestorePaths(env.appId);

export async function writer() {
  const [sdk, db] = await Promise.all([firestoreSdk(), fullDb()]);
  return { sdk, db };
}

/** Firestore error codes worth branching on (e.g. a contact doc hidden by the rules). */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}
