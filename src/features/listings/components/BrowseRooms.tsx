import { useState } from 'react';
import { BrowseGrid } from '@/components/browse/BrowseGrid';
import { usePagedPosts } from '@/components/browse/usePagedPosts';
import { fetchRoomListingsPage } from '@/data';
import { matchesSearch } from '@/lib/posts';
import { RoomCard } from './RoomCard';

/** Browse Rooms: 12 per page by status then last activity, premium first within each page. */
export function BrowseRooms({ headingLevel = 2, heading = 'Browse Rooms' }: { headingLevel?: 1 | 2; heading?: string }) {
  const posts = usePagedPosts(fetchRoomListingsPage);
  const [search, setSearch] = useState('');
  const visible = posts.items.filter((listing) =>
    matchesSearch(search, [listing.title, listing.address, listing.postcode, listing.description]),
  );
  return (
    <BrowseGrid
      heading={heading}
      headingLevel={headingLevel}
      searchLabel="Search rooms"
      searchPlaceholder="title, area, city..."
      search={search}
      onSearch={setSearch}
      paging={posts}
      cards={visible.map((listing, index) => (
        <RoomCard key={listing.id} listing={listing} premium={posts.premiumIds.has(listing.userId)} priority={index === 0} />
      ))}
    />
  );
}
