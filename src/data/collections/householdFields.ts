/**
 * Stored household-fit maps → domain values (src/schema/household.ts): each value outside its
 * field's enum or bound is dropped, as the fact unstated, so one bad document never breaks a page.
 */
import * as v from 'valibot';
import {
  HOUSEHOLD_SCHEMA,
  NEED_SET_SCHEMA,
  SEEKER_SELF_SCHEMA,
  type Household,
  type HouseholdNeeds,
  type NeedSet,
  type SeekerSelf,
} from '@/schema/household';
import { fieldSchema, type StoredSchema } from '@/schema/stored';

/** A stored value as its field's schema has it; a list keeps its valid values, each once. */
function valueOf(schema: v.GenericSchema, value: unknown): unknown {
  if ('item' in schema) {
    if (!Array.isArray(value)) return undefined;
    const item = schema.item as v.GenericSchema;
    const kept = [...new Set(value.filter((entry) => v.is(item, entry)))];
    return kept.length > 0 ? kept : undefined;
  }
  return v.is(schema, value) ? value : undefined;
}

/** The fields of `value` (a stored map) that hold a valid value of `schema`. */
function mapOf(schema: StoredSchema, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const stored = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.entries).flatMap((field) => {
    const own = fieldSchema(schema, field);
    const kept = own && valueOf(own, stored[field]);
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
