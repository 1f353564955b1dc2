/** Shared access to the full SDK for writes, plus the app's path helpers. */
import { env } from '@/config/env';
import { firestoreSdk, fullDb } from './firebase';
import { firestorePaths } from '../collections';

export const fsPaths = firestorePaths(env.appId);

export async function writer() {
  const [sdk, db] = await Promise.all([firestoreSdk(), fullDb()]);
  return { sdk, db };
}

export type Writer = Awaited<ReturnType<typeof writer>>;

export type WriteBatch = ReturnType<Writer['sdk']['writeBatch']>;

/**
 * Whether `uid`'s public profile says premium: what a post's `ownerPremium` must mirror when it
 * is written (firestore.rules isTruePremiumMirror), so lists order premium first without a lookup.
 */
export async function isPremiumOwner({ sdk, db }: Writer, uid: string): Promise<boolean> {
  return (await sdk.getDoc(sdk.doc(db, fsPaths.publicProfile(uid)))).data()?.isPremium === true;
}

/** Firestore error codes worth branching on (e.g. a contact doc hidden by the rules). */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}

/** A read the rules refuse reads as "not there" (e.g. a moderated post opened by someone else). */
export async function nullWhenDenied<T>(read: Promise<T | null>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
