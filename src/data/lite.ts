/** One-shot reads with firestore/lite (no listeners, small bundle). */
import type { FieldPath, QueryConstraint } from 'firebase/firestore/lite';
import { firestoreLiteSdk, liteDb } from './firebase';
import { buildConstraints, cursorOf, type DocMapper, type FieldValue, type QuerySpec, type RawDoc } from './query';

export interface QueryResult<T> {
  items: T[];
  /** Values for the next page's `startAfter`, or null when this page was not full. */
  next: FieldValue[] | null;
}

export async function runQuery<T>(spec: QuerySpec, map: DocMapper<T>): Promise<QueryResult<T>> {
  const [sdk, db] = await Promise.all([firestoreLiteSdk(), liteDb()]);
  const source = spec.group ? sdk.collectionGroup(db, spec.path) : sdk.collection(db, spec.path);
  const snapshot = await sdk.getDocs(sdk.query(source, ...buildConstraints<QueryConstraint, FieldPath>(sdk, spec)));
  const raws: RawDoc[] = snapshot.docs.map((doc) => ({ id: doc.id, path: doc.ref.path, data: doc.data() }));
  const full = spec.limit !== undefined && raws.length === spec.limit;
  return { items: raws.map(map), next: full ? cursorOf(spec, raws.at(-1)) : null };
}

export interface FilteredPaging<T> {
  /** Accepts a document the query returned; the part of a filter Firestore cannot run. */
  keep: (item: T) => boolean;
  /** Stop once this many are kept (Infinity: read until the query or the rounds run out). */
  want: number;
  /** At most this many queries per call, so one page never reads without bound. */
  maxQueries: number;
}

/**
 * Runs a cursor-paged query and keeps what `keep` accepts, reading further pages until `want`
 * items are kept. The returned cursor is the last *read* document's, so the next call
 * continues exactly where this one stopped: no post is skipped or shown twice.
 */
export async function runFilteredQuery<T>(
  specFrom: (startAfter: FieldValue[] | null) => QuerySpec,
  map: DocMapper<T>,
  paging: FilteredPaging<T>,
  startAfter: FieldValue[] | null = null,
): Promise<QueryResult<T>> {
  const kept: T[] = [];
  let cursor = startAfter;
  for (let round = 0; round < paging.maxQueries; round += 1) {
    const page = await runQuery(specFrom(cursor), map);
    kept.push(...page.items.filter(paging.keep));
    cursor = page.next;
    if (!cursor || kept.length >= paging.want) break;
  }
  return { items: kept, next: cursor };
}

/** Reads one document; null when it does not exist. */
export async function getDocument<T>(path: string, map: DocMapper<T>): Promise<T | null> {
  const [sdk, db] = await Promise.all([firestoreLiteSdk(), liteDb()]);
  const snapshot = await sdk.getDoc(sdk.doc(db, path));
  return snapshot.exists() ? map({ id: snapshot.id, path: snapshot.ref.path, data: snapshot.data() }) : null;
}

export async function countQuery(spec: QuerySpec): Promise<number> {
  const [sdk, db] = await Promise.all([firestoreLiteSdk(), liteDb()]);
  const source = spec.group ? sdk.collectionGroup(db, spec.path) : sdk.collection(db, spec.path);
  const snapshot = await sdk.getCount(sdk.query(source, ...buildConstraints<QueryConstraint, FieldPath>(sdk, spec)));
  return snapshot.data().count;
}
