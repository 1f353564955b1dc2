import { useCallback, useMemo } from 'react';
import { BrowseGrid } from '@/components/browse/BrowseGrid';
import { fetchNearbyRoomListings, type NearbySearchState } from '@/data';
import { PLACE_MESSAGES, usePlaceSearch } from '@/features/place';
import { FitSortNote, useFitOrder, useMyNeeds } from '@/features/fit';
import { FiltersWithViewToggle, RoomsMapSection, useRoomsView } from '@/features/map';
import { RoomFilterPanel, useUrlFilters } from '@/features/search';
import { roomFilterCodec } from '@/lib/filters/roomFilters';
import type { WithDistance } from '@/lib/place/geo';
import type { PlaceSearch } from '@/lib/place/placeSearch';
import { useCursorPages } from '@/lib/useCursorPages';
import type { RoomCardListing } from '@/data/collections/roomListings';
import { NearbyToolbar } from './NearbyToolbar';
import { LargerRadiusButton } from './LargerRadiusButton';
import { RoomCard } from './RoomCard';

const idOf = (room: WithDistance<RoomCardListing>) => room.item.id;
const householdOf = (room: WithDistance<RoomCardListing>) => room.item.household;

/**
 * Browse Rooms around a place: the rooms within the radius that match the filters, nearest first a
 * page at a time, each card saying how far it is ("2.1 km from UCL"), as cards or on the map (the
 * place marked, its radius drawn). The place box above is its search: no second box narrows the cards.
 */
export function NearbyRooms({ place, headingLevel }: { place: PlaceSearch; headingLevel: 1 | 2 }) {
  const { setPlace, setRadius } = usePlaceSearch();
  const { filters, key, apply } = useUrlFilters(roomFilterCodec);
  // Each page is the next-nearest rooms; "Load More" goes on outwards from the search's state.
  const { ready } = useMyNeeds();
  const needsFor = filters.mustsOnly ? ready : null;
  const fetchPage = useCallback(
    async (state: NearbySearchState | null) => fetchNearbyRoomListings(place, place.radiusKm, filters, state, needsFor ? (await needsFor)?.needs : undefined),
    [place, filters, needsFor],
  );
  const rooms = useCursorPages(fetchPage, idOf);
  const ordered = useFitOrder(rooms.items, householdOf, filters);
  const [view, setView] = useRoomsView();
  const mapRooms = useMemo(() => rooms.items.map(({ item }) => item), [rooms.items]);
  return (
    <BrowseGrid
      heading={PLACE_MESSAGES.nearHeading(place.label)}
      headingLevel={headingLevel}
      paging={rooms}
      toolbar={
        <div className="space-y-3">
          <NearbyToolbar place={place} onRadius={setRadius} onClear={() => setPlace(null)} />
          <FiltersWithViewToggle filters={<RoomFilterPanel key={key} filters={filters} onApply={apply} />} view={view} onView={setView} />
          <FitSortNote filters={filters} />
        </div>
      }
      results={view === 'map' ? <RoomsMapSection rooms={mapRooms} centre={place} /> : undefined}
      emptyHint={PLACE_MESSAGES.noRoomsNear(place.label, place.radiusKm)}
      emptyAction={<LargerRadiusButton radiusKm={place.radiusKm} onRadius={setRadius} />}
      cards={ordered.map(({ item, distanceKm }, index) => (
        <RoomCard key={item.id} listing={item} priority={index === 0} distance={PLACE_MESSAGES.distanceFrom(distanceKm, place.label)} />
      ))}
    />
  );
}
