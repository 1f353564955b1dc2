import { useCallback, useState } from 'react';
import { BrowseGrid } from '@/components/browse/BrowseGrid';
import { usePagedPosts } from '@/components/browse/usePagedPosts';
import { FILTERS } from '@/config/searchMessages';
import { fetchRoommateRequestsPage, type CursorValue } from '@/data';
import { roommateFilterCodec } from '@/lib/filters/roommateFilters';
import { matchesSearch } from '@/lib/posts';
import { OwnerFitPicker } from '@/features/fit';
import { useMyListings } from '@/features/listings';
import { RoommateFilterPanel } from '@/features/search';
import { useUrlFilters } from '@/features/search';
import { useSession } from '@/session/useSession';
import { RoommateCard } from '../components/RoommateCard';

/** Browse Roommates (owners): URL filters as a Firestore query, 12 per page, premium first within each page. */
export default function BrowseRoommatesTab() {
  const { filters, key, apply } = useUrlFilters(roommateFilterCodec);
  const fetchPage = useCallback((cursor: CursorValue[] | null) => fetchRoommateRequestsPage(filters, cursor), [filters]);
  const posts = usePagedPosts(fetchPage);
  const [search, setSearch] = useState('');
  const { listings } = useMyListings();
  const { role } = useSession();
  const visible = posts.items.filter((request) =>
    matchesSearch(search, [request.aboutMe, request.preferredLocations, request.requirements, request.profession, request.userName]),
  );
  return (
    <BrowseGrid
      heading="Browse Roommates"
      search={{ label: 'Search roommates', placeholder: 'Search by bio, location...', value: search, onChange: setSearch }}
      paging={posts}
      toolbar={
        <div className="space-y-3">
          <RoommateFilterPanel key={key} filters={filters} onApply={apply} />
          {/* Its row is kept for owners from the first paint: their listings arrive later. */}
          <div className={role === 'I Have Room' ? 'min-h-11' : undefined}>
            <OwnerFitPicker listings={listings} />
          </div>
        </div>
      }
      emptyHint={key ? FILTERS.noMatches : undefined}
      cards={visible.map((request, index) => (
        <RoommateCard key={request.id} request={request} priority={index === 0} />
      ))}
    />
  );
}
