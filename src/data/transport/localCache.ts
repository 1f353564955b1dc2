/**
 * The full SDK's IndexedDB cache at sign-out. It must not outlive the session on a shared phone
 * (the next person could read it offline), but writes still waiting for the server must never be
 * thrown away with it.
 */
import { firestoreSdk, fullDb } from './firebase';
import { activeListenerCount } from './live';

const PENDING_WRITES_GRACE_MS = 4000;
const LISTENERS_GONE_WITHIN_MS = 5000;

function within<T>(ms: number, promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(resolve, ms, fallback))]);
}

/**
 * While still signed in (the SDK waits for the current user's writes only): true once every
 * write made offline has reached the server, false if they are still waiting (offline).
 */
export async function offlineWritesDelivered(): Promise<boolean> {
  const open = fullDb.started();
  if (!open) return true;
  const [sdk, db] = await Promise.all([firestoreSdk(), open]);
  return within(PENDING_WRITES_GRACE_MS, sdk.waitForPendingWrites(db).then(() => true), false);
}

/**
 * After sign-out, once the signed-in screens have removed their listeners: closes the instance
 * and deletes its cache. Kept instead if a listener outlives the wait or another tab still uses
 * the cache (clearing would fail there; that tab's user is still signed in).
 */
export async function clearLocalCacheWhenIdle(): Promise<void> {
  const open = fullDb.started();
  if (!open) return;
  const deadline = Date.now() + LISTENERS_GONE_WITHIN_MS;
  while (activeListenerCount() > 0) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [sdk, db] = await Promise.all([firestoreSdk(), open]);
  fullDb.reset();
  await sdk.terminate(db);
  await sdk.clearIndexedDbPersistence(db).catch((error: unknown) => console.warn('The local Firestore cache is kept: another tab is using it', error));
}
