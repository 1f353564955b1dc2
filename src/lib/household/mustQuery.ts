/**
 * Which of a seeker's musts Firestore runs (docs/architecture.md "Household fit"): the kitchen,
 * as `household.kitchen in [...]`. Only one, because every household field a query can filter on
 * doubles the Browse indexes (one per combination of the other filters), and the kitchen is the
 * must our seekers set most. Every other must is checked in the browser on what comes back.
 * A room that does not state its kitchen is left out by the query, as fit.ts leaves it out
 * (unknown is never a match).
 */
import type { KitchenRule, NeedSet } from '@/schema/household';

export const QUERY_MUST_FIELD = 'household.kitchen';

export interface QueryMust {
  field: typeof QUERY_MUST_FIELD;
  values: KitchenRule[];
}

/** The must to run in Firestore, or null when the seeker has no kitchen must. */
export function queryMust(must: NeedSet | undefined): QueryMust | null {
  const values = must?.kitchen ?? [];
  return values.length > 0 ? { field: QUERY_MUST_FIELD, values: [...values] } : null;
}
