/**
 * How a stored field is checked. Each kind is one helper of firestore.rules, with the same
 * arguments, so tests/unit/schema-rules.test.ts can read the rules and compare them with the
 * schema: a bound or an enum changed on one side only fails there, not as permission-denied in
 * production.
 */
export type FieldRule =
  /** isNonBlank(d.f, max): 1..max characters, not only blank ones. */
  | { kind: 'nonBlank'; max: number }
  /** isText(d.f, min, max) (or d.get('f', '') when optional). */
  | { kind: 'text'; min: number; max: number }
  /** isMoney(d.f, max): a number from 0 to max. */
  | { kind: 'money'; max: number }
  /** d.f is int && d.f >= min && d.f <= max. */
  | { kind: 'int'; min: number; max: number }
  /** d.f in [...]. */
  | { kind: 'enum'; values: readonly string[] }
  /** isEnumList(d.f, max, [...]): distinct values of the list. */
  | { kind: 'enumList'; max: number; values: readonly string[] }
  /** isOptionalDate(d.f): '' or yyyy-mm-dd. */
  | { kind: 'date' };

export interface CollectionSchema<Field extends string = string> {
  /** The rules function that validates a whole document (function isValidX(d) in firestore.rules). */
  rulesFunction: string;
  required: readonly Field[];
  optional: readonly Field[];
  /** The fields with a bound or enum; the others are checked by the rules in ways of their own (timestamps, mirrors, URLs). */
  fields: Partial<Record<Field, FieldRule>>;
}

/** The longest value a text field accepts (for maxLength on inputs and the form's own check). */
export function maxLengthOf<Field extends string>(schema: CollectionSchema<Field>, field: Field): number {
  const rule = schema.fields[field];
  if (rule?.kind === 'text' || rule?.kind === 'nonBlank') return rule.max;
  throw new Error(`${field} is not a text field of ${schema.rulesFunction}`);
}

/** The fields a collection's documents may hold. */
export type SchemaField<S extends CollectionSchema> = S['required'][number] | S['optional'][number];

/** Keys of `T` the schema does not name, each typed `never`: a payload with one fails to compile. */
type OnlySchemaFields<S extends CollectionSchema, T> = T & Record<Exclude<keyof T, SchemaField<S>>, never>;

/**
 * A whole document as a writer sends it (a create, a seed): every required field, optional ones,
 * and nothing the schema does not name, checked when it compiles. Returns `document` unchanged.
 */
export function storedDocument<S extends CollectionSchema, T extends Record<S['required'][number], unknown>>(_schema: S, document: OnlySchemaFields<S, T>): T {
  return document;
}

/** Some fields of a document, as an update or a merge sends them: only fields the schema names. */
export function storedFields<S extends CollectionSchema, T extends object>(_schema: S, fields: OnlySchemaFields<S, T>): T {
  return fields;
}
