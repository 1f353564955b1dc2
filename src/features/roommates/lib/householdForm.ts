/**
 * My Profile's household answers as the form holds them: what the seeker is like, and per need
 * the values they accept and how much it matters. Values stay in the form when a need is set to
 * "don't mind", so changing one's mind loses nothing; only musts and prefers with values are saved.
 */
import { NEED_DIMENSIONS, type HouseholdNeeds, type NeedDimension, type NeedSet, type SeekerSelf } from '@/schema/household';

export type NeedLevel = 'must' | 'prefer' | 'none';

export interface HouseholdFormValues {
  self: SeekerSelf;
  needValues: NeedSet;
  needLevels: Partial<Record<NeedDimension, NeedLevel>>;
}

export function emptyHouseholdValues(): HouseholdFormValues {
  return { self: {}, needValues: {}, needLevels: {} };
}

export function householdValuesFrom(self: SeekerSelf, needs: HouseholdNeeds): HouseholdFormValues {
  const needValues: NeedSet = { ...needs.prefer, ...needs.must };
  const needLevels: HouseholdFormValues['needLevels'] = {};
  for (const dimension of NEED_DIMENSIONS) {
    if (needs.must?.[dimension]) needLevels[dimension] = 'must';
    else if (needs.prefer?.[dimension]) needLevels[dimension] = 'prefer';
  }
  return { self: { ...self }, needValues, needLevels };
}

/** What is saved: each dimension with values under its level; one dimension is never in both. */
export function needsOf({ needValues, needLevels }: HouseholdFormValues): HouseholdNeeds {
  const must: NeedSet = {};
  const prefer: NeedSet = {};
  for (const dimension of NEED_DIMENSIONS) {
    const level = needLevels[dimension];
    const values = needValues[dimension];
    if (!values || values.length === 0 || level === undefined || level === 'none') continue;
    Object.assign(level === 'must' ? must : prefer, { [dimension]: [...values] });
  }
  return {
    ...(Object.keys(must).length > 0 ? { must } : {}),
    ...(Object.keys(prefer).length > 0 ? { prefer } : {}),
  };
}
