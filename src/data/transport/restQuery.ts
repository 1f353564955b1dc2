/** QuerySpec → the REST API's `structuredQuery`, and the parent document it runs under. */
import { DOCUMENT_ID, fieldSegments, type FieldValue, type Operator, type QuerySpec, type WhereClause } from './query';
import { encodeValue, type RestValue } from './restValues';

interface FieldReference {
  fieldPath: string;
}

type FieldFilterOp =
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY';

export type RestFilter =
  | { fieldFilter: { field: FieldReference; op: FieldFilterOp; value: RestValue } }
  | { unaryFilter: { field: FieldReference; op: 'IS_NULL' | 'IS_NOT_NULL' | 'IS_NAN' | 'IS_NOT_NAN' } }
  | { compositeFilter: { op: 'AND'; filters: RestFilter[] } };

export interface StructuredQuery {
  select?: { fields: FieldReference[] };
  from: [{ collectionId: string; allDescendants: boolean }];
  where?: RestFilter;
  orderBy?: { field: FieldReference; direction: 'ASCENDING' | 'DESCENDING' }[];
  startAt?: { values: RestValue[]; before: boolean };
  limit?: number;
}

const OPS: Record<Operator, FieldFilterOp> = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
};

/** Segments other than plain identifiers must be back-quoted in a REST field path. */
function fieldPathOf(field: string): string {
  if (field === DOCUMENT_ID) return '__name__';
  return fieldSegments(field)
    .map((segment) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(segment) ? segment : `\`${segment.replace(/[\\`]/g, '\\$&')}\``))
    .join('.');
}

/** Where a spec's query runs: the collection's parent document ('' for the root) and the collection id. */
export function queryTarget(spec: QuerySpec): { parent: string; collectionId: string } {
  if (spec.group) return { parent: '', collectionId: spec.path };
  const cut = spec.path.lastIndexOf('/');
  return { parent: cut < 0 ? '' : spec.path.slice(0, cut), collectionId: spec.path.slice(cut + 1) };
}

/**
 * A spec's field mask with its order fields (the cursor reads them from the last document), unless
 * a selected field holds them already ('geo' holds 'geo.geohash').
 */
function projectionOf(select: readonly string[], orders: readonly { field: string }[]): FieldReference[] {
  const covered = (field: string) => select.some((chosen) => field === chosen || field.startsWith(`${chosen}.`));
  const orderFields = orders.map(({ field }) => field).filter((field) => field !== DOCUMENT_ID && !covered(field));
  return [...new Set([...select, ...orderFields])].map((field) => ({ fieldPath: fieldPathOf(field) }));
}

/**
 * Builds the structured query. `documentsRoot` is `projects/{p}/databases/(default)/documents`,
 * which document-id values need: the API compares `__name__` with full resource names.
 */
export function structuredQuery(spec: QuerySpec, documentsRoot: string): StructuredQuery {
  const reference = (id: FieldValue): RestValue => {
    if (typeof id !== 'string' || id === '') throw new Error(`a document id filter or cursor needs non-empty strings, got ${String(id)}`);
    // A collection-group query compares whole paths, so its id values are document paths.
    return { referenceValue: `${documentsRoot}/${spec.group ? id : `${spec.path}/${id}`}` };
  };
  const valueOf = (field: string, value: FieldValue | FieldValue[]): RestValue => {
    if (field !== DOCUMENT_ID) return encodeValue(value);
    return Array.isArray(value) ? { arrayValue: { values: value.map(reference) } } : reference(value);
  };
  const filterOf = ({ field, op, value }: WhereClause): RestFilter => {
    const ref = { fieldPath: fieldPathOf(field) };
    if ((op === '==' || op === '!=') && (value === null || Number.isNaN(value))) {
      const what = value === null ? 'NULL' : 'NAN';
      return { unaryFilter: { field: ref, op: op === '==' ? `IS_${what}` : `IS_NOT_${what}` } };
    }
    return { fieldFilter: { field: ref, op: OPS[op], value: valueOf(field, value) } };
  };

  const { collectionId } = queryTarget(spec);
  const orders = spec.orderBy ?? [];
  const query: StructuredQuery = {
    ...(spec.select ? { select: { fields: projectionOf(spec.select, orders) } } : {}),
    from: [{ collectionId, allDescendants: spec.group === true }],
  };
  const filters = (spec.where ?? []).map(filterOf);
  if (filters.length === 1) query.where = filters[0];
  else if (filters.length > 1) query.where = { compositeFilter: { op: 'AND', filters } };
  if (orders.length > 0) {
    query.orderBy = orders.map(({ field, direction }) => ({ field: { fieldPath: fieldPathOf(field) }, direction: direction === 'asc' ? 'ASCENDING' : 'DESCENDING' }));
  }
  if (spec.startAfter) {
    // before: false puts the cursor just after the given values (startAfter); true would be startAt.
    query.startAt = { values: spec.startAfter.map((value, index) => valueOf(orders[index]?.field ?? '', value)), before: false };
  }
  if (spec.limit) query.limit = spec.limit;
  return query;
}
