/**
 * One-shot reads over the Firestore REST API (./rest): no SDK, a few KB, and for guests no CORS
 * preflight. Listeners and writes use the full SDK (./live, ./db).
 */
import { cursorOf, maskedFor, type FieldValue, type QuerySpec } from './query';
import type { DocMapper, RawDoc } from '../collections/documents';
import { DOCUMENTS_ROOT, fetchDocuments, postRequest } from './rest';
import { queryTarget, structuredQuery } from './restQuery';
import { countReads } from './readCounter';
import { toRawDoc, type RestDocument, type RestValue } from './restValues';

export interface QueryResult<T> {
  items: T[];
  /** Values for the next page's `startAfter`, or null when this page was not full. */
  next: FieldValue[] | null;
}

/**
 * A query as a REST request: where it is posted and what, with the field mask of the mapper that
 * will read the answer (a page's early read sends the same: src/app/firstPaint/earlyReadPlans.ts).
 */
export function runQueryRequest(spec: QuerySpec, map: DocMapper<unknown>): [parent: string, method: 'runQuery', request: object] {
  return [queryTarget(spec).parent, 'runQuery', { structuredQuery: structuredQuery(maskedFor(spec, map), DOCUMENTS_ROOT) }];
}

export async function runQuery<T>(spec: QuerySpec, map: DocMapper<T>): Promise<QueryResult<T>> {
  // Entries without a document carry only the read time (e.g. the one answer of an empty result).
  const entries = await postRequest<{ document?: RestDocument }>(...runQueryRequest(spec, map));
  const raws: RawDoc[] = entries.flatMap((entry) => (entry.document ? [toRawDoc(entry.document)] : []));
  // An empty result is billed as one read.
  countReads(Math.max(raws.length, 1));
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
  return (await getDocuments([path], map))[0] ?? null;
}

/** Reads documents by path in one request (null for each missing one), in the order asked; `fields` masks them. */
export async function getDocuments<T>(paths: readonly string[], map: DocMapper<T>, fields?: readonly string[]): Promise<(T | null)[]> {
  const documents = await fetchDocuments(paths, fields);
  countReads(paths.length);
  return documents.map((document) => (document ? map(toRawDoc(document)) : null));
}

export async function countQuery(spec: QuerySpec): Promise<number> {
  const entries = await postRequest<{ result?: { aggregateFields?: { count?: RestValue } } }>(queryTarget(spec).parent, 'runAggregationQuery', {
    structuredAggregationQuery: { structuredQuery: structuredQuery(spec, DOCUMENTS_ROOT), aggregations: [{ alias: 'count', count: {} }] },
  });
  const count = entries.find((entry) => entry.result)?.result?.aggregateFields?.count;
  const total = count && 'integerValue' in count ? Number(count.integerValue) : 0;
  // A count aggregation is billed one read per 1,000 documents counted (at least one).
  countReads(Math.max(1, Math.ceil(total / 1000)));
  return total;
}
