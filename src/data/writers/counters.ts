/**
 * Collection totals for the admin overview: stats/{collection} = { count, changed, recountedAt? }
 * (firestore.rules "collection totals", docs/data-model.md). Every batch that creates or deletes
 * a counted document moves its counter by one in the same batch, so the overview reads four
 * documents however many there are, where a count aggregation is billed 1 read per 1,000.
 */
import { toDate, type RawDoc } from '../collections/documents';
import { fsPaths, writer, type WriteBatch, type Writer } from '../transport/db';
import { countQuery, getDocuments } from '../transport/oneShot';
import { COUNTED_COLLECTIONS, type CountedCollection } from '../collections/companions';

/**
 * Adds the counter step for creating (+1) or deleting (-1) document `id` of `collection` to
 * `batch`. The rules refuse a create or delete without it, and a step whose document does not
 * appear or vanish in the same batch. Admins' bulk writes pass the number they created.
 */
export function countChange({ sdk, db }: Writer, batch: WriteBatch, collection: CountedCollection, id: string, step: number): void {
  batch.set(sdk.doc(db, fsPaths.stats(collection)), { count: sdk.increment(step), changed: id }, { merge: true });
}

/** A counter as stored: null when the collection has never been counted (no stats document). */
export interface CollectionTotal {
  count: number;
  /** When an admin last recounted it (null: kept from zero since the counter began). */
  recountedAt: Date | null;
}

function toCollectionTotal({ data }: RawDoc): CollectionTotal {
  return { count: typeof data.count === 'number' ? data.count : 0, recountedAt: toDate(data.recountedAt) };
}

/** The stored totals of `collections`, in one batchGet (one read each). */
export function fetchCollectionTotals(collections: readonly CountedCollection[]): Promise<(CollectionTotal | null)[]> {
  return getDocuments(
    collections.map((collection) => fsPaths.stats(collection)),
    toCollectionTotal,
  );
}

/**
 * Admin only: counts every counted collection with a count aggregation (1 read per 1,000
 * documents) and stores the results as the new totals: the first time on a project that has data
 * from before the counters, or to repair a total after writes that bypassed the app.
 */
export async function recountCollectionTotals(): Promise<void> {
  const totals = await Promise.all(COUNTED_COLLECTIONS.map((collection) => countQuery({ path: fsPaths.publicCollection(collection) })));
  const { sdk, db } = await writer();
  const batch = sdk.writeBatch(db);
  COUNTED_COLLECTIONS.forEach((collection, index) => {
    batch.set(sdk.doc(db, fsPaths.stats(collection)), { count: totals[index] ?? 0, changed: '', recountedAt: sdk.serverTimestamp() });
  });
  await batch.commit();
}
