/**
 * How the roommate profile's older "Preferred roommates" choices read as household needs (the
 * admins' "Map old roommate choices"): "Vegetarian" prefers a vegetarian, egg-tolerant or Jain
 * kitchen, "Non-Smoker" prefers no smoking or smoking outside only. Both are **prefer**, never
 * must: the old choice never said it was a deal-breaker. A dimension the seeker has already
 * answered (as a must or a prefer) is theirs and is never touched.
 */
import type { HouseholdNeeds, NeedSet } from '@/schema/household';
import type { PreferredRoommate } from '@/data/collections/roommateRequests';

export const LEGACY_CHOICE_NEEDS: Partial<Record<PreferredRoommate, NeedSet>> = {
  Vegetarian: { kitchen: ['veg-only', 'veg-eggs', 'jain'] },
  'Non-Smoker': { smoking: ['none', 'outside'] },
};

const answered = (needs: HouseholdNeeds, dimension: string) => dimension in (needs.must ?? {}) || dimension in (needs.prefer ?? {});

/** The needs with the old choices added as prefers; null when that changes nothing (so a second run writes nothing). */
export function needsWithLegacyChoices(preferred: readonly PreferredRoommate[], needs: HouseholdNeeds): HouseholdNeeds | null {
  const added: NeedSet = {};
  for (const choice of preferred) {
    for (const [dimension, values] of Object.entries(LEGACY_CHOICE_NEEDS[choice] ?? {})) {
      if (!answered(needs, dimension) && !(dimension in added)) Object.assign(added, { [dimension]: [...values] });
    }
  }
  return Object.keys(added).length === 0 ? null : { ...needs, prefer: { ...needs.prefer, ...added } };
}
