import { useMemo } from 'react';
import type { RoomFilters } from '@/lib/filters/roomFilters';
import { meetsMusts, sortByFit } from '@/lib/household/fit';
import type { RoomCardListing } from '@/data/collections/roomListings';
import { useMyNeeds } from './myNeeds';

const householdOf = (room: RoomCardListing) => room.household;

/**
 * A page's already-loaded rooms through both fit choices, in the browser: a location page reads
 * its 5 rooms in one query for every visitor (and before the app's code), so its musts are checked here.
 */
export function useFitFilter(rooms: readonly RoomCardListing[], filters: RoomFilters): RoomCardListing[] {
  const { seeker } = useMyNeeds();
  return useMemo(() => {
    const must = filters.mustsOnly ? seeker?.needs?.must : undefined;
    const kept = rooms.filter((room) => meetsMusts(must, room.household));
    return filters.sort === 'fit' && seeker ? sortByFit(kept, householdOf, seeker.needs) : kept;
  }, [rooms, filters.mustsOnly, filters.sort, seeker]);
}
