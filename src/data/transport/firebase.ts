/**
 * Lazy Firebase initialisation. Nothing here is imported eagerly by pages: each SDK is
 * loaded with a dynamic import the first time it is needed, so guide pages and the home
 * page's first paint never wait for Firestore, Auth or Storage code.
 *
 * One-shot reads need no SDK at all: `./oneShot` calls the Firestore REST API with `fetch`, and asks
 * for Auth (`auth.started()`) only when the app has already loaded it, to send the user's token.
 * `fullDb()` is the full SDK (listeners, latency-compensated writes, IndexedDB cache) for
 * signed-in screens.
 *
 * App Check (only when `env.appCheck` is set) starts before Auth, Firestore or Storage, so every
 * SDK request carries its token; `appCheckHeaders()` gives the REST reader the same token. When it
 * is not configured, nothing loads or calls firebase/app-check.
 */
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { env } from '@/config/env';

interface Lazy<T> {
  (): Promise<T>;
  /** The instance if something has already asked for it (loading or loaded); never starts loading it. */
  started(): Promise<T> | null;
  /** Forgets the instance (e.g. once terminated): the next call creates a fresh one. */
  reset(): void;
}

function once<T>(factory: () => Promise<T>): Lazy<T> {
  let pending: Promise<T> | null = null;
  const get = () => {
    pending ??= factory().catch((error: unknown) => {
      pending = null; // allow a retry after e.g. a failed chunk download on a flaky connection
      throw error;
    });
    return pending;
  };
  return Object.assign(get, {
    started: () => pending,
    reset: () => {
      pending = null;
    },
  });
}

export const firebaseApp = once(async (): Promise<FirebaseApp> => {
  const { initializeApp, getApps } = await import('firebase/app');
  return getApps()[0] ?? initializeApp(env.firebase);
});

const appCheck = once(async (): Promise<AppCheck | null> => {
  if (!env.appCheck) return null;
  // The provider module loads with the SDK: without App Check, pages carry none of it.
  const [app, sdk, { appCheckOptions }] = await Promise.all([firebaseApp(), import('firebase/app-check'), import('./appCheckProvider')]);
  return sdk.initializeAppCheck(app, appCheckOptions(sdk, env.appCheck));
});

/** The app, with App Check activated first when configured: what every SDK service is created on. */
async function checkedApp(): Promise<FirebaseApp> {
  const [app] = await Promise.all([firebaseApp(), appCheck()]);
  return app;
}

/**
 * `X-Firebase-AppCheck` for a request the SDKs do not make (the REST reader): empty when App Check
 * is not configured, or when no token could be had (the SDKs then send a placeholder the backend
 * refuses only if App Check is enforced; sending nothing has the same effect).
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!env.appCheck) return {};
  const instance = await appCheck();
  if (!instance) return {};
  const { getToken } = await import('firebase/app-check');
  try {
    return { 'X-Firebase-AppCheck': (await getToken(instance)).token };
  } catch {
    return {};
  }
}

export const firestoreSdk = once(() => import('firebase/firestore'));

/**
 * The full SDK's Firestore. Its cache lives in IndexedDB (shared by the app's open tabs), so a
 * write made offline waits there and reaches the server later, even if the tab was closed in
 * between, and listeners show cached data offline. Node (the data tests) has no IndexedDB.
 */
export const fullDb = once(async (): Promise<Firestore> => {
  const [app, sdk] = await Promise.all([checkedApp(), firestoreSdk()]);
  const localCache =
    typeof indexedDB === 'undefined' ? sdk.memoryLocalCache() : sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() });
  const db = sdk.initializeFirestore(app, { localCache });
  if (env.useEmulators) sdk.connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestorePort);
  return db;
});

export const authSdk = once(() => import('firebase/auth'));

export const auth = once(async (): Promise<Auth> => {
  const [app, sdk] = await Promise.all([checkedApp(), authSdk()]);
  // initializeAuth with only IndexedDB persistence: smaller than getAuth and no iframe on mobile.
  const instance = sdk.initializeAuth(app, { persistence: [sdk.indexedDBLocalPersistence, sdk.inMemoryPersistence] });
  if (env.useEmulators) {
    sdk.connectAuthEmulator(instance, `http://${env.emulators.host}:${env.emulators.authPort}`, { disableWarnings: true });
  }
  return instance;
});

export const storageSdk = once(() => import('firebase/storage'));

export const storage = once(async (): Promise<FirebaseStorage> => {
  const [app, sdk] = await Promise.all([checkedApp(), storageSdk()]);
  const instance = sdk.getStorage(app);
  if (env.useEmulators) sdk.connectStorageEmulator(instance, env.emulators.host, env.emulators.storagePort);
  return instance;
});
