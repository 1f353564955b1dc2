/**
 * Checks a stored document against its collection's schema as firestore.rules does (field set,
 * bounds, enums), for writers that bypass the rules: the seed writes as the emulator's owner, so
 * without this a document the app would reject could reach the demo data unnoticed.
 */
import { isBlank } from '@/lib/blank';
import type { CollectionSchema, FieldRule } from './fieldRules';

const DATE = /^(\d{4}-\d{2}-\d{2})?$/;

function breaks(rule: FieldRule, value: unknown): string | null {
  switch (rule.kind) {
    case 'nonBlank':
      return typeof value === 'string' && value.length >= 1 && value.length <= rule.max && !isBlank(value) ? null : `not 1-${rule.max} non-blank characters`;
    case 'text':
      return typeof value === 'string' && value.length >= rule.min && value.length <= rule.max ? null : `not ${rule.min}-${rule.max} characters`;
    case 'money':
      return typeof value === 'number' && value >= 0 && value <= rule.max ? null : `not an amount from 0 to ${rule.max}`;
    case 'int':
      return Number.isInteger(value) && (value as number) >= rule.min && (value as number) <= rule.max ? null : `not a whole number from ${rule.min} to ${rule.max}`;
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value) ? null : `not one of ${rule.values.join(', ')}`;
    case 'enumList':
      return Array.isArray(value) && value.length <= rule.max && new Set(value).size === value.length && value.every((item) => rule.values.includes(item as string))
        ? null
        : `not distinct values of ${rule.values.join(', ')}`;
    case 'date':
      return typeof value === 'string' && DATE.test(value) ? null : 'not empty or yyyy-mm-dd';
  }
}

/** What the rules would refuse in `doc`, one line per problem ("rent: not an amount from 0 to 100000"). */
export function documentProblems(schema: CollectionSchema, doc: Record<string, unknown>): string[] {
  const allowed = new Set([...schema.required, ...schema.optional]);
  const problems = [
    ...schema.required.filter((field) => !(field in doc)).map((field) => `${field}: missing`),
    ...Object.keys(doc)
      .filter((field) => !allowed.has(field))
      .map((field) => `${field}: not a field of ${schema.rulesFunction}`),
  ];
  for (const [field, rule] of Object.entries(schema.fields)) {
    if (!rule || !(field in doc)) continue;
    const problem = breaks(rule, doc[field]);
    if (problem) problems.push(`${field}: ${problem}`);
  }
  return problems;
}
