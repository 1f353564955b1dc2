import { useCallback, useMemo, useState } from 'react';
import { BrowseGrid } from '@/components/browse/BrowseGrid';
import { usePagedPosts } from '@/components/browse/usePagedPosts';
import { BROWSE_PAGE_SIZE } from '@/config/constants';
import { FILTERS } from '@/config/searchMessages';
import { fetchRoomListingsPage, type CursorValue } from '@/data';
import { roomFilterCodec } from '@/lib/filters/roomFilters';
import { matchesSearch } from '@/lib/posts';
import type { RoomCardListing } from '@/data/collections/roomListings';
import { FiltersWithViewToggle, RoomsMapSection, useRoomsView } from '@/features/map';
import { RoomFilterPanel } from '@/features/search';
import { useUrlFilters } from '@/features/search';
import { useMyPlace } from '@/features/journey';
import { usePlaceSearch } from '@/features/place';
import { FitSortNote, useFitOrder, useMyNeeds } from '@/features/fit';
import { RoomCardsLoading } from '../location/RoomCardsLoading';
import { NearbyRooms } from './NearbyRooms';
import { RoomCard } from './RoomCard';
import { distanceFromPlace } from './distanceFromPlace';

/**
 * Browse Rooms: around a place when one is in the URL (NearbyRooms), otherwise the latest rooms.
 * Latest: filters from the URL run as a Firestore query, 12 per page by status then last
 * activity, premium first within each page; the search box narrows the loaded cards, and with a
 * saved place ("my place") each card says how far it is. Unfiltered,
 * on the home page, the HTML's early read draws the first page's cards before the app's code. The
 * list / map toggle shows the loaded rooms as cards or on a map (`view=map` in the URL).
 */
const householdOf = (listing: RoomCardListing) => listing.household;

export function BrowseRooms({ headingLevel = 2, heading = 'Browse Rooms' }: { headingLevel?: 1 | 2; heading?: string }) {
  const { place } = usePlaceSearch();
  return place ? <NearbyRooms place={place} headingLevel={headingLevel} /> : <LatestRooms headingLevel={headingLevel} heading={heading} />;
}

function LatestRooms({ headingLevel, heading }: { headingLevel: 1 | 2; heading: string }) {
  const { filters, key, apply } = useUrlFilters(roomFilterCodec);
  // "Only rooms that meet my musts" waits for the seeker's needs: its query runs the kitchen must.
  const { ready } = useMyNeeds();
  const needsFor = filters.mustsOnly ? ready : null;
  const fetchPage = useCallback(
    async (cursor: CursorValue[] | null) => fetchRoomListingsPage(filters, cursor, needsFor ? (await needsFor)?.needs : undefined),
    [filters, needsFor],
  );
  const posts = usePagedPosts(fetchPage);
  const [search, setSearch] = useState('');
  const [view, setView] = useRoomsView();
  // The seeker's saved place: each card says how far it is, measured here from the card's own point.
  const { place: myPlace } = useMyPlace();
  const searched = useMemo(
    () => posts.items.filter((listing) => matchesSearch(search, [listing.title, listing.address, listing.postcode, listing.description])),
    [posts.items, search],
  );
  const visible = useFitOrder(searched, householdOf, filters);
  return (
    <BrowseGrid
      heading={heading}
      headingLevel={headingLevel}
      search={{ label: 'Search rooms', placeholder: 'title, area, city...', value: search, onChange: setSearch }}
      paging={posts}
      toolbar={
        <div className="space-y-3">
          <FiltersWithViewToggle filters={<RoomFilterPanel key={key} filters={filters} onApply={apply} />} view={view} onView={setView} />
          <FitSortNote filters={filters} />
        </div>
      }
      results={view === 'map' ? <RoomsMapSection rooms={visible} centre={myPlace} /> : undefined}
      // Where the home page's early read draws the latest rooms before the app's code arrives.
      loadingState={<RoomCardsLoading cards={BROWSE_PAGE_SIZE} />}
      emptyHint={key ? FILTERS.noMatches : undefined}
      cards={visible.map((listing, index) => (
        <RoomCard key={listing.id} listing={listing} priority={index === 0} distance={distanceFromPlace(listing, myPlace)} />
      ))}
    />
  );
}
