import { useMemo } from 'react';
import type { RoomFilters } from '@/lib/filters/roomFilters';
import { sortByFit } from '@/lib/household/fit';
import type { Household } from '@/schema/household';
import { useMyNeeds } from './myNeeds';

/** The loaded rooms in "Best fit first" order when the filters ask for it (and the seeker has needs). */
export function useFitOrder<T>(items: T[], householdOf: (item: T) => Household | undefined, filters: RoomFilters): T[] {
  const { seeker } = useMyNeeds();
  const needs = filters.sort === 'fit' ? seeker?.needs : undefined;
  return useMemo(() => (needs ? sortByFit(items, householdOf, needs) : items), [items, householdOf, needs]);
}
