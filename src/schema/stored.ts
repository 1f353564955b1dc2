/**
 * What writers and readers of a collection take from its valibot schema (src/schema/fields.ts):
 * its rules function, its keys, a text field's bound, typed write payloads, and what the rules
 * would refuse in a document.
 */
import * as v from 'valibot';

/** A collection's schema as src/schema/fields.ts `collection` builds it. */
export interface StoredSchema<E extends v.ObjectEntries = v.ObjectEntries>
  extends v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>> {
  readonly type: 'strict_object';
  readonly entries: E;
  readonly pipe: readonly [unknown, v.MetadataAction<unknown, { readonly rulesFunction: string }>];
}

type Entries<S extends StoredSchema> = S['entries'];
/** The fields a collection's documents may hold. */
export type SchemaField<S extends StoredSchema> = keyof Entries<S> & string;
type OptionalField<S extends StoredSchema> = { [K in SchemaField<S>]: Entries<S>[K] extends { type: 'exact_optional' } ? K : never }[SchemaField<S>];
type RequiredField<S extends StoredSchema> = Exclude<SchemaField<S>, OptionalField<S>>;

/** The rules function that validates a whole document (function isValidX(d) in firestore.rules). */
export function rulesFunctionOf(schema: StoredSchema): string {
  return schema.pipe[1].metadata.rulesFunction;
}

/** The keys a document must hold (hasShape's first list). */
export function requiredFields<S extends StoredSchema>(schema: S): RequiredField<S>[] {
  return Object.keys(schema.entries).filter((field) => schema.entries[field]?.type !== 'exact_optional') as RequiredField<S>[];
}

/** The keys a document may hold besides (hasShape's second list). */
export function optionalFields<S extends StoredSchema>(schema: S): OptionalField<S>[] {
  return Object.keys(schema.entries).filter((field) => schema.entries[field]?.type === 'exact_optional') as OptionalField<S>[];
}

/** A field's own schema, without its optional wrapper. */
export function fieldSchema(schema: StoredSchema, field: string): v.GenericSchema | undefined {
  const entry = schema.entries[field];
  return entry?.type === 'exact_optional' ? (entry as v.ExactOptionalSchema<v.GenericSchema, undefined>).wrapped : entry;
}

type MaxLength = v.MaxLengthAction<string, number, v.ErrorMessage<v.MaxLengthIssue<string, number>> | undefined>;

/** The longest value a text field accepts (for maxLength on inputs and the form's own check). */
export function maxLengthOf<S extends StoredSchema>(schema: S, field: SchemaField<S>): number {
  const own = fieldSchema(schema, field);
  const bound = own?.type === 'string' && 'pipe' in own ? (own.pipe as readonly { type: string }[]).find((item): item is MaxLength => item.type === 'max_length') : undefined;
  if (!bound) throw new Error(`${field} is not a text field of ${rulesFunctionOf(schema)}`);
  return bound.requirement;
}

/** Keys of `T` the schema does not name, each typed `never`: a payload with one fails to compile. */
type OnlySchemaFields<S extends StoredSchema, T> = T & Record<Exclude<keyof T, SchemaField<S>>, never>;

/**
 * A whole document as a writer sends it (a create, a seed): every required field, optional ones,
 * and nothing the schema does not name, checked when it compiles. Returns `document` unchanged.
 */
export function storedDocument<S extends StoredSchema, T extends Record<RequiredField<S>, unknown>>(_schema: S, document: OnlySchemaFields<S, T>): T {
  return document;
}

/** Some fields of a document, as an update or a merge sends them: only fields the schema names. */
export function storedFields<S extends StoredSchema, T extends object>(_schema: S, fields: OnlySchemaFields<S, T>): T {
  return fields;
}

/**
 * What the rules would refuse in `doc` (field set, bounds, enums), one line per problem ("rent: not
 * an amount from 0 to 100000"), for writers that bypass the rules: the seed writes as the
 * emulator's owner, so without this a document the app would reject could reach the demo data
 * unnoticed. Of the keys the schema does not name, valibot reports the first.
 */
export function storedProblems(schema: StoredSchema, doc: unknown): string[] {
  const result = v.safeParse(schema, doc);
  if (result.success) return [];
  return [...new Set(result.issues.map((issue) => `${String(issue.path?.[0]?.key ?? rulesFunctionOf(schema))}: ${issue.message}`))];
}
