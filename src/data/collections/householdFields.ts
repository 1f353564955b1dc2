/**
 * Stored household-fit maps → domain values (src/schema/household.ts): each value outside its
 * field's enum or bound is dropped, as the fact unstated, so one bad document never breaks a page.
 */
import type { CollectionSchema, FieldRule } from '@/schema/fieldRules';
import {
  HOUSEHOLD_SCHEMA,
  NEED_SET_SCHEMA,
  SEEKER_SELF_SCHEMA,
  type Household,
  type HouseholdNeeds,
  type NeedSet,
  type SeekerSelf,
} from '@/schema/household';

function valueOf(rule: FieldRule, value: unknown): unknown {
  if (rule.kind === 'enum') return typeof value === 'string' && rule.values.includes(value) ? value : undefined;
  if (rule.kind === 'enumList') {
    if (!Array.isArray(value)) return undefined;
    const kept = [...new Set(value.filter((item): item is string => typeof item === 'string' && rule.values.includes(item)))];
    return kept.length > 0 ? kept : undefined;
  }
  if (rule.kind === 'int') return Number.isInteger(value) && (value as number) >= rule.min && (value as number) <= rule.max ? value : undefined;
  return undefined;
}

/** The fields of `value` (a stored map) that hold a valid value of `schema`. */
function mapOf(schema: CollectionSchema, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const stored = value as Record<string, unknown>;
  const fields = schema.fields as Record<string, FieldRule>;
  return Object.fromEntries(Object.entries(fields).flatMap(([field, rule]) => {
    const kept = valueOf(rule, stored[field]);
    return kept === undefined ? [] : [[field, kept] as const];
  }));
}

export function householdOf(value: unknown): Household {
  return mapOf(HOUSEHOLD_SCHEMA, value) as Household;
}

export function seekerSelfOf(value: unknown): SeekerSelf {
  return mapOf(SEEKER_SELF_SCHEMA, value) as SeekerSelf;
}

/** A dimension in both `must` and `prefer` (the rules refuse it) reads as a must. */
export function needsOf(value: unknown): HouseholdNeeds {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const must = mapOf(NEED_SET_SCHEMA, stored.must) as NeedSet;
  const prefer = Object.fromEntries(Object.entries(mapOf(NEED_SET_SCHEMA, stored.prefer)).filter(([dimension]) => !(dimension in must))) as NeedSet;
  return { ...(Object.keys(must).length > 0 ? { must } : {}), ...(Object.keys(prefer).length > 0 ? { prefer } : {}) };
}
