/**
 * Reads a collection's validation function out of firestore.rules and lists where it disagrees
 * with its valibot schema (src/schema): required and optional keys, and every bound and enum.
 * Rules checks of a kind the schema describes but the schema does not name are differences too.
 */
import type * as v from 'valibot';
import { distinct, notBlank, OPTIONAL_DATE } from '@/schema/fields';
import { fieldSchema, optionalFields, requiredFields, rulesFunctionOf, type StoredSchema } from '@/schema/stored';

/** What one check of the rules says of a field, in the terms of its rules helper. */
type FieldRule =
  /** isNonBlank(d.f, max) */
  | { kind: 'nonBlank'; max: number }
  /** isText(d.f, min, max) (or d.get('f', '') when optional) */
  | { kind: 'text'; min: number; max: number }
  /** isMoney(d.f, max) */
  | { kind: 'money'; min?: number; max: number }
  /** d.f is int && d.f >= min && d.f <= max */
  | { kind: 'int'; min: number; max: number }
  /** d.f in [...] */
  | { kind: 'enum'; values: readonly string[] }
  /** isEnumList(d.f, max, [...]) */
  | { kind: 'enumList'; max: number; values: readonly string[] }
  /** isOptionalDate(d.f) */
  | { kind: 'date' };

interface PipeItem {
  readonly kind: string;
  readonly type: string;
  readonly requirement?: unknown;
}

/** The validations of a field's pipe by name ("max_length", "check:notBlank"), each with its requirement (a bound, a pattern). */
function validationsOf(schema: v.GenericSchema): Map<string, unknown> {
  const items = 'pipe' in schema ? (schema.pipe as readonly PipeItem[]).filter((item) => item.kind === 'validation') : [];
  const named = (item: PipeItem) => (item.type !== 'check' ? item.type : item.requirement === notBlank ? 'check:notBlank' : item.requirement === distinct ? 'check:distinct' : 'check');
  return new Map(items.map((item) => [named(item), item.requirement]));
}

const optionsOf = (schema: v.GenericSchema | undefined): readonly string[] | undefined =>
  schema && 'options' in schema ? (schema.options as readonly string[]) : undefined;

type SchemaRule = FieldRule | { kind: 'unknown'; schema: string; validations: string };

/**
 * What a field's schema says, in the rules' terms: undefined for a field the rules check in ways of
 * their own (v.unknown), 'unknown' for a schema no rules helper matches (so it cannot agree with any).
 */
function schemaRule(schema: v.GenericSchema): SchemaRule | undefined {
  if (schema.type === 'unknown') return undefined;
  const found = validationsOf(schema);
  const bound = (name: string) => found.get(name) as number;
  const shape = `${schema.type}: ${[...found.keys()].sort().join(' ')}`;
  const values = optionsOf(schema);
  const itemValues = 'item' in schema ? optionsOf(schema.item as v.GenericSchema) : undefined;
  if (shape === 'picklist: ' && values) return { kind: 'enum', values };
  if (shape === 'string: regex' && found.get('regex') === OPTIONAL_DATE) return { kind: 'date' };
  if (shape === 'string: check:notBlank max_length min_length' && bound('min_length') === 1) return { kind: 'nonBlank', max: bound('max_length') };
  if (shape === 'string: max_length min_length') return { kind: 'text', min: bound('min_length'), max: bound('max_length') };
  if (shape === 'number: integer max_value min_value') return { kind: 'int', min: bound('min_value'), max: bound('max_value') };
  if (shape === 'number: max_value min_value') return bound('min_value') === 0 ? { kind: 'money', max: bound('max_value') } : { kind: 'money', min: bound('min_value'), max: bound('max_value') };
  if (shape === 'array: check:distinct max_length' && itemValues) return { kind: 'enumList', max: bound('max_length'), values: itemValues };
  return { kind: 'unknown', schema: schema.type, validations: shape };
}

function functionBody(rules: string, name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
  const open = rules.indexOf('{', start);
  let depth = 0;
  for (let i = open; i < rules.length; i += 1) {
    if (rules[i] === '{') depth += 1;
    if (rules[i] === '}') depth -= 1;
    if (depth === 0) return rules.slice(open + 1, i);
  }
  throw new Error(`function ${name} is not closed`);
}

function strings(list: string): string[] {
  return [...list.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
}

/** A list argument: a literal [...] or a call of a function returning one. */
function listArgument(rules: string, argument: string): string[] {
  const call = /^(\w+)\(\)$/.exec(argument.trim());
  return strings(call?.[1] ? functionBody(rules, call[1]) : argument);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

const FIELD = String.raw`d\.(?:get\('(\w+)', [^)]*\)|(\w+))`;
const LIST = String.raw`\[([^\]]*)\]`;
const CHECKS: Record<FieldRule['kind'] | 'enumPattern' | 'enumListPattern', RegExp> = {
  nonBlank: new RegExp(String.raw`isNonBlank\(${FIELD}, (\d+)\)`, 'g'),
  text: new RegExp(String.raw`isText\(${FIELD}, (\d+), (\d+)\)`, 'g'),
  money: new RegExp(String.raw`isMoney\(${FIELD}, (\d+)\)`, 'g'),
  int: new RegExp(String.raw`${FIELD} is int && d\.\w+ >= (\d+) && d\.\w+ <= (\d+)`, 'g'),
  enum: new RegExp(String.raw`${FIELD} in ${LIST}`, 'g'),
  // The cheaper form of an enum (one expression, where a list costs one per value): a whole-string
  // match of the values joined by '|', e.g. d.roomType.matches('Single|Double').
  enumPattern: new RegExp(String.raw`${FIELD}\.matches\('((?:[\w -]+\|)+[\w -]+)'\)`, 'g'),
  enumList: new RegExp(String.raw`isEnumList\(${FIELD}, (\d+), ${LIST}\)`, 'g'),
  // The cheaper form of an enum list: one match of the joined list, at most max values, e.g.
  // d.get('pets', []).join(',').matches('((none|has-pets)(,(none|has-pets)){0,1})?').
  enumListPattern: new RegExp(String.raw`${FIELD}\.join\(','\)\.matches\('\(\(([\w |-]+)\)\(,\(\3\)\)\{0,(\d+)\}\)\?'\)`, 'g'),
  date: new RegExp(String.raw`isOptionalDate\(${FIELD}\)`, 'g'),
};

/** What the rules say of each field, in the schema's own terms. */
function rulesFieldRules(body: string): Map<string, FieldRule> {
  const found = new Map<string, FieldRule>();
  for (const [kind, pattern] of Object.entries(CHECKS) as [keyof typeof CHECKS, RegExp][]) {
    for (const m of body.matchAll(pattern)) {
      const field = m[1] ?? m[2] ?? '';
      const [a = '', b = ''] = [m[3], m[4]];
      const rule: FieldRule =
        kind === 'enumPattern' ? { kind: 'enum', values: a.split('|') }
        : kind === 'nonBlank' ? { kind, max: Number(a) }
        : kind === 'text' ? { kind, min: Number(a), max: Number(b) }
        : kind === 'money' ? { kind, max: Number(a) }
        : kind === 'int' ? { kind, min: Number(a), max: Number(b) }
        : kind === 'enum' ? { kind, values: strings(a) }
        : kind === 'enumList' ? { kind, max: Number(a), values: strings(b) }
        : kind === 'enumListPattern' ? { kind: 'enumList', max: Number(b) + 1, values: a.split('|') }
        : { kind };
      found.set(field, rule);
    }
  }
  return found;
}

function sameRule(a: FieldRule, b: FieldRule): boolean {
  if (a.kind !== b.kind) return false;
  if ('values' in a && 'values' in b && !sameSet(a.values, b.values)) return false;
  const bounds = (r: FieldRule) => JSON.stringify({ min: 'min' in r ? r.min : null, max: 'max' in r ? r.max : null });
  return bounds(a) === bounds(b);
}

/** The schema's field rules, by field. */
function schemaFieldRules(schema: StoredSchema): Map<string, SchemaRule> {
  const rules = Object.keys(schema.entries).map((field) => [field, fieldSchema(schema, field)] as const);
  return new Map(rules.flatMap(([field, own]) => {
    const rule = own && schemaRule(own);
    return rule ? [[field, rule] as const] : [];
  }));
}

/** Every disagreement between the rules' validation function and the schema, in words. */
export function schemaDifferences(rules: string, schema: StoredSchema): string[] {
  const rulesFunction = rulesFunctionOf(schema);
  const own = functionBody(rules, rulesFunction);
  // A validation split into parts (isValidListing calls isValidListingContent) is read whole.
  const parts = [...own.matchAll(new RegExp(`\\b(${rulesFunction}\\w+)\\(d[,)]`, 'g'))].map((m) => functionBody(rules, m[1] ?? ''));
  const body = [own, ...parts].join('\n');
  const differences: string[] = [];
  const shape = /hasShape\(d,\s*(\w+\(\)|\[[^\]]*\]),\s*(\w+\(\)|\[[^\]]*\])\)/.exec(body);
  if (!shape?.[1] || !shape[2]) differences.push(`${rulesFunction}: no hasShape(d, required, optional)`);
  else {
    if (!sameSet(listArgument(rules, shape[1]), requiredFields(schema))) differences.push(`${rulesFunction}: required keys differ: rules ${listArgument(rules, shape[1]).join(', ')}`);
    if (!sameSet(listArgument(rules, shape[2]), optionalFields(schema))) differences.push(`${rulesFunction}: optional keys differ: rules ${listArgument(rules, shape[2]).join(', ')}`);
  }
  const inRules = rulesFieldRules(body);
  const inSchema = schemaFieldRules(schema);
  for (const [field, rule] of inSchema) {
    const actual = inRules.get(field);
    if (!actual) differences.push(`${field}: the schema says ${JSON.stringify(rule)}, the rules check nothing of that kind`);
    else if (rule.kind === 'unknown' || !sameRule(actual, rule)) differences.push(`${field}: the schema says ${JSON.stringify(rule)}, the rules ${JSON.stringify(actual)}`);
  }
  for (const [field, rule] of inRules) {
    if (!inSchema.has(field)) differences.push(`${field}: the rules check ${JSON.stringify(rule)}, the schema does not describe it`);
  }
  return differences;
}
