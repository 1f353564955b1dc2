import { useState } from 'react';
import { BrowseGrid } from '@/components/browse/BrowseGrid';
import { usePagedPosts } from '@/components/browse/usePagedPosts';
import { fetchRoommateRequestsPage } from '@/data';
import { matchesSearch } from '@/lib/posts';
import { RoommateCard } from '../components/RoommateCard';

/** Browse Roommates (owners): 12 per page by status then last activity, premium first within each page. */
export default function BrowseRoommatesTab() {
  const posts = usePagedPosts(fetchRoommateRequestsPage);
  const [search, setSearch] = useState('');
  const visible = posts.items.filter((request) =>
    matchesSearch(search, [request.aboutMe, request.preferredLocations, request.requirements, request.profession, request.userName]),
  );
  return (
    <BrowseGrid
      heading="Browse Roommates"
      searchLabel="Search roommates"
      searchPlaceholder="Search by bio, location..."
      search={search}
      onSearch={setSearch}
      paging={posts}
      cards={visible.map((request, index) => (
        <RoommateCard key={request.id} request={request} premium={posts.premiumIds.has(request.userId)} priority={index === 0} />
      ))}
    />
  );
}
