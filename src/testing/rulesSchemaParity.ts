/**
 * Reads a collection's validation function out of firestore.rules and lists where it disagrees
 * with the TypeScript schema (src/schema): required and optional keys, and every bound and enum.
 * Rules checks of a kind the schema describes but the schema does not name are differences too.
 */
import type { CollectionSchema, FieldRule } from '@/schema/fieldRules';

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

/** Every disagreement between the rules' validation function and the schema, in words. */
export function schemaDifferences(rules: string, schema: CollectionSchema): string[] {
  const own = functionBody(rules, schema.rulesFunction);
  // A validation split into parts (isValidListing calls isValidListingContent) is read whole.
  const parts = [...own.matchAll(new RegExp(`\\b(${schema.rulesFunction}\\w+)\\(d[,)]`, 'g'))].map((m) => functionBody(rules, m[1] ?? ''));
  const body = [own, ...parts].join('\n');
  const differences: string[] = [];
  const shape = /hasShape\(d,\s*(\w+\(\)|\[[^\]]*\]),\s*(\w+\(\)|\[[^\]]*\])\)/.exec(body);
  if (!shape?.[1] || !shape[2]) differences.push(`${schema.rulesFunction}: no hasShape(d, required, optional)`);
  else {
    if (!sameSet(listArgument(rules, shape[1]), schema.required)) differences.push(`${schema.rulesFunction}: required keys differ: rules ${listArgument(rules, shape[1]).join(', ')}`);
    if (!sameSet(listArgument(rules, shape[2]), schema.optional)) differences.push(`${schema.rulesFunction}: optional keys differ: rules ${listArgument(rules, shape[2]).join(', ')}`);
  }
  const inRules = rulesFieldRules(body);
  for (const [field, rule] of Object.entries(schema.fields) as [string, FieldRule][]) {
    const actual = inRules.get(field);
    if (!actual) differences.push(`${field}: the schema says ${JSON.stringify(rule)}, the rules check nothing of that kind`);
    else if (!sameRule(actual, rule)) differences.push(`${field}: the schema says ${JSON.stringify(rule)}, the rules ${JSON.stringify(actual)}`);
  }
  for (const [field, rule] of inRules) {
    if (!(field in schema.fields)) differences.push(`${field}: the rules check ${JSON.stringify(rule)}, the schema does not describe it`);
  }
  return differences;
}
