/** Realtime subscriptions with the full Firestore SDK. */
import type { FieldPath, QueryConstraint } from 'firebase/firestore';
import { env } from '@/config/env';
import { afterLoading, type Unsubscribe } from './deferred';
import { firestoreSdk, fullDb } from './firebase';
import { countReads, trackListenerWait } from './readCounter';
import { buildConstraints, maskedFor, type QuerySpec } from './query';
import type { DocMapper, RawDoc } from '../collections/documents';

type FullSdk = Awaited<ReturnType<typeof firestoreSdk>>;
export type { Unsubscribe };

/** Active listener count, exposed for the listener-leak test and dev diagnostics. */
let activeListeners = 0;
export function activeListenerCount(): number {
  return activeListeners;
}

// Emulator builds expose the count so end-to-end tests can prove listeners are removed.
if (env.useEmulators && typeof window !== 'undefined') {
  (window as Window & { __activeFirestoreListeners?: () => number }).__activeFirestoreListeners = activeListenerCount;
}

/** Starts a listener once the full SDK has loaded (see `afterLoading`), counting it while it lives. */
function lazyListener(start: (sdk: FullSdk, db: Awaited<ReturnType<typeof fullDb>>) => Unsubscribe, onError: (error: Error) => void): Unsubscribe {
  return afterLoading(
    () => Promise.all([firestoreSdk(), fullDb()]),
    ([sdk, db]) => {
      const unsubscribe = start(sdk, db);
      activeListeners += 1;
      return () => {
        activeListeners -= 1;
        unsubscribe();
      };
    },
    onError,
  );
}

/**
 * Which listener counts the reads of each query. The SDK runs one server target per distinct query
 * however many listeners share it (the Messages list and the unread badge do), and a listener that
 * joins gets the target's current documents without the server sending them again: only one
 * listener per query counts, and another takes over when it stops.
 */
const readCounters = new Map<string, symbol>();

function countsReads(key: string, listener: symbol): boolean {
  if (!readCounters.has(key)) readCounters.set(key, listener);
  return readCounters.get(key) === listener;
}

function stopCounting(key: string, listener: symbol): void {
  if (readCounters.get(key) === listener) readCounters.delete(key);
}

export function subscribeQuery<T>(
  spec: QuerySpec,
  map: DocMapper<T>,
  onNext: (items: T[]) => void,
  onError: (error: Error) => void,
  /** Also call back when a pending write reaches the server (RawDoc.pending turns false). */
  { trackPendingWrites = false }: { trackPendingWrites?: boolean } = {},
): Unsubscribe {
  return lazyListener((sdk, db) => {
    const source = spec.group ? sdk.collectionGroup(db, spec.path) : sdk.collection(db, spec.path);
    const key = JSON.stringify(spec);
    const listener = Symbol(key);
    const answered = trackListenerWait();
    const unsubscribe = sdk.onSnapshot(
      sdk.query(source, ...buildConstraints<QueryConstraint, FieldPath>(sdk, maskedFor(spec, map))),
      { includeMetadataChanges: trackPendingWrites },
      (snapshot) => {
        if (!snapshot.metadata.fromCache) answered();
        // What the server sent: a query's target is billed for the documents that changed.
        if (!snapshot.metadata.fromCache && countsReads(key, listener)) countReads(snapshot.docChanges().length);
        const raws: RawDoc[] = snapshot.docs.map((doc) => ({
          id: doc.id,
          path: doc.ref.path,
          // 'estimate' gives pending serverTimestamps a local value instead of null.
          data: doc.data({ serverTimestamps: 'estimate' }),
          pending: doc.metadata.hasPendingWrites,
        }));
        onNext(raws.map(map));
      },
      onError,
    );
    return () => {
      stopCounting(key, listener);
      unsubscribe();
    };
  }, onError);
}

export function subscribeDocument<T>(
  path: string,
  map: DocMapper<T>,
  onNext: (item: T | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return lazyListener((sdk, db) => {
    const answered = trackListenerWait();
    return sdk.onSnapshot(
      sdk.doc(db, path),
      (snapshot) => {
        if (!snapshot.metadata.fromCache) {
          answered();
          countReads(1);
        }
        onNext(snapshot.exists() ? map({ id: snapshot.id, path: snapshot.ref.path, data: snapshot.data({ serverTimestamps: 'estimate' }) }) : null);
      },
      onError,
    );
  }, onError);
}
