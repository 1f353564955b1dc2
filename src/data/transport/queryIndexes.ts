/**
 * The composite index a query spec needs in production (the emulator needs none), derived the
 * way Firestore plans queries: array-contains, then equality filters, then the orderBy fields,
 * then any range field not ordered on, appended in field-name order with the last orderBy's
 * direction (Firestore's implicit ordering for range filters on several fields). Equality filters
 * alone need none (index merging).
 * `indexes.test.ts` checks firestore.indexes.json declares one for every query the app makes.
 */
import { DOCUMENT_ID, type QuerySpec } from './query';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

const RANGE_OPS = new Set(['<', '<=', '>', '>=', '!=']);
const orderOf = (direction: 'asc' | 'desc'): 'ASCENDING' | 'DESCENDING' => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** The index `spec` needs, or null when Firestore's automatic single-field indexes serve it. */
export function requiredIndex(spec: QuerySpec): CompositeIndex | null {
  const where = spec.where ?? [];
  // Every index ends with the document id in the direction of its last field, so an explicit
  // trailing id order in that direction (a cursor tiebreaker, query.ts withTotalOrder) needs nothing more.
  const declared = spec.orderBy ?? [];
  const trailing = declared.at(-1);
  const before = declared.at(-2);
  const orders = trailing?.field === DOCUMENT_ID && (!before || before.direction === trailing.direction) ? declared.slice(0, -1) : declared;
  const ordered = new Set(orders.map((order) => order.field));
  // An `in` filter is served like an equality; a field that is also ordered on appears once,
  // in its orderBy position (e.g. where status in [...] orderBy status, lastActivity).
  const equality = where.filter((clause) => (clause.op === '==' || clause.op === 'in') && !ordered.has(clause.field));
  const arrays = where.filter((clause) => clause.op === 'array-contains');
  const ranges = [...new Set(where.filter((clause) => RANGE_OPS.has(clause.op) && !ordered.has(clause.field)).map((clause) => clause.field))].sort();
  // Equality filters alone, in document order, are served by merging the single-field indexes
  // (no composite index): how a search on a map entry like `searchTerms.<term>` works at all.
  if (!orders.length && !arrays.length && !ranges.length && (trailing?.direction ?? 'asc') === 'asc') return null;
  const lastDirection = orders.at(-1)?.direction ?? 'asc';
  const fields: IndexField[] = [
    ...arrays.map((clause) => ({ fieldPath: clause.field, arrayConfig: 'CONTAINS' as const })),
    ...equality.map((clause) => ({ fieldPath: clause.field, order: 'ASCENDING' as const })),
    ...orders.map((order) => ({ fieldPath: order.field, order: orderOf(order.direction) })),
    ...ranges.map((field) => ({ fieldPath: field, order: orderOf(lastDirection) })),
  ];
  if (fields.length <= 1) return null;
  return { collectionGroup: spec.path.split('/').at(-1) ?? '', queryScope: spec.group ? 'COLLECTION_GROUP' : 'COLLECTION', fields };
}
