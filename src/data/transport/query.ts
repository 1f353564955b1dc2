/**
 * One query definition, two executors: `oneShot.ts` runs it once over the Firestore REST API,
 * `live.ts` subscribes to it with the full SDK. Keeping queries as data means the same
 * ordering, limits and cursors are used by public pages and realtime screens alike.
 */
import type { DocMapper, MaskedMapper, RawDoc } from '../collections/documents';

export type FieldValue = string | number | boolean | Date | null;
export type Operator = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'in' | 'array-contains-any';

export interface WhereClause {
  /** A field path, or `__id__` for the document id. */
  field: string;
  op: Operator;
  value: FieldValue | FieldValue[];
}

export interface OrderClause {
  field: string;
  direction: 'asc' | 'desc';
}

export interface QuerySpec {
  /** Collection path, or a collection id when `group` is true. */
  path: string;
  group?: boolean;
  where?: WhereClause[];
  orderBy?: OrderClause[];
  limit?: number;
  /** Cursor values matching `orderBy`, from `cursorOf()` of the last document of a page. */
  startAfter?: FieldValue[];
  /**
   * Read only these fields (a field mask): set from the mapper (`readsOnly`, `maskedFor`), which
   * knows what it reads. The REST reader adds the order fields, which the cursor needs. Listeners
   * read whole documents: `buildConstraints` refuses a mask.
   */
  select?: readonly string[];
}

export const DOCUMENT_ID = '__id__';

/**
 * A field inside a map whose key is not a plain identifier (a search term like "500.k9@"), in
 * Firestore's field path syntax: the key back-quoted, so its dots do not split it.
 */
export function mapEntryField(map: string, key: string): string {
  return `${map}.\`${key.replace(/[\\`]/g, '\\$&')}\``;
}

/** The segments of a field path in Firestore's syntax (`a.b`, ``a.`x.y` ``). */
export function fieldSegments(field: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < field.length; i += 1) {
    const char = field[i]!;
    if (quoted && char === '\\') current += field[(i += 1)] ?? '';
    else if (char === '`') quoted = !quoted;
    else if (char === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += char;
  }
  segments.push(current);
  return segments;
}

/** The spec as a query mapped by `map` runs it: with the mapper's field mask, if it declares one. */
export function maskedFor(spec: QuerySpec, map: DocMapper<unknown>): QuerySpec {
  return 'fields' in map ? { ...spec, select: (map as MaskedMapper<unknown>).fields } : spec;
}

const RANGE_OPS = new Set<Operator>(['<', '<=', '>', '>=', '!=']);

/**
 * The order Firestore really returns `spec` in, spelled out: its orderBy, then each range-filtered
 * field not ordered on (field-name order, in the last direction), then the document id. A cursor
 * must carry all of it: `startAfter` skips every document equal to the cursor on the fields it
 * names, so with only the declared fields, posts tied on them at a page boundary were never shown.
 * The index stays the same (queryIndexes.ts): Firestore orders this way implicitly.
 */
export function withTotalOrder(spec: QuerySpec): QuerySpec {
  const orders = spec.orderBy ?? [];
  if (orders.some((order) => order.field === DOCUMENT_ID)) return spec;
  const direction = orders.at(-1)?.direction ?? 'asc';
  const ordered = new Set(orders.map((order) => order.field));
  const ranges = [...new Set((spec.where ?? []).filter((clause) => RANGE_OPS.has(clause.op) && !ordered.has(clause.field)).map((clause) => clause.field))].sort();
  return { ...spec, orderBy: [...orders, ...ranges.map((field) => ({ field, direction })), { field: DOCUMENT_ID, direction }] };
}

/** Builds the `startAfter` values for the next page from the last raw document of this page. */
export function cursorOf(spec: QuerySpec, last: RawDoc | undefined): FieldValue[] | null {
  if (!last || !spec.orderBy) return null;
  return spec.orderBy.map(({ field }) => {
    // A collection-group query orders by whole paths (see restQuery), a collection by ids.
    if (field === DOCUMENT_ID) return spec.group ? last.path : last.id;
    // A field inside a map (`geo.geohash`) is read segment by segment. The REST reader (./oneShot)
    // decodes timestamps to Dates, so values are cursor-ready as they are.
    const value = fieldSegments(field).reduce<unknown>((at, segment) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[segment] : undefined), last.data);
    return (value ?? null) as FieldValue;
  });
}

/** The slice of the Firestore SDK needed to turn a spec into constraints (for listeners, ./live). */
export interface ConstraintSdk<C, D> {
  where(field: string | D, op: Operator, value: unknown): C;
  orderBy(field: string | D, direction?: 'asc' | 'desc'): C;
  startAfter(...values: unknown[]): C;
  limit(count: number): C;
  documentId(): D;
  FieldPath: new (...segments: string[]) => D;
  Timestamp: { fromDate(date: Date): unknown };
}

export function buildConstraints<C, D>(sdk: ConstraintSdk<C, D>, spec: QuerySpec): C[] {
  if (spec.select) throw new Error('A listener reads whole documents: a field mask (select) is for one-shot reads');
  const toSdk = (value: FieldValue): unknown => (value instanceof Date ? sdk.Timestamp.fromDate(value) : value);
  const fieldOf = (field: string): string | D => {
    if (field === DOCUMENT_ID) return sdk.documentId();
    return field.includes('`') ? new sdk.FieldPath(...fieldSegments(field)) : field;
  };
  const list: C[] = [];
  for (const clause of spec.where ?? []) {
    const value = Array.isArray(clause.value) ? clause.value.map(toSdk) : toSdk(clause.value);
    list.push(sdk.where(fieldOf(clause.field), clause.op, value));
  }
  for (const order of spec.orderBy ?? []) list.push(sdk.orderBy(fieldOf(order.field), order.direction));
  if (spec.startAfter) list.push(sdk.startAfter(...spec.startAfter.map(toSdk)));
  if (spec.limit) list.push(sdk.limit(spec.limit));
  return list;
}
