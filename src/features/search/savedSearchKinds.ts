/** What differs between room and roommate saved searches: their Browse tab, chips and "new" count. */
import { paths } from '@/config/paths';
import { countNewRoomListings, countNewRoommateRequests, type NewPostCount } from '@/data';
import { roomFilterCodec } from '@/lib/filters/roomFilters';
import { roommateFilterCodec } from '@/lib/filters/roommateFilters';
import type { NeedSet } from '@/schema/household';
import type { PostKind } from '@/data/collections/posts';
import type { Role } from '@/data/collections/profiles';
import type { SavedSearch } from '@/data/collections/savedSearches';

/** The kind of post a role browses: seekers browse rooms, owners browse roommates. */
export function browsedKind(role: Role | null): PostKind {
  return role === 'I Have Room' ? 'roommate' : 'room';
}

/** The Browse tab with the saved filters applied. */
export function savedSearchPath(search: Pick<SavedSearch, 'kind' | 'query'>): string {
  const tab = paths.tab(search.kind === 'room' ? 'browse-rooms' : 'browse-roommates');
  return search.query ? `${tab}&${search.query}` : tab;
}

export function savedSearchLabels(search: Pick<SavedSearch, 'kind' | 'query'>): string[] {
  const params = new URLSearchParams(search.query);
  const chips = search.kind === 'room' ? roomFilterCodec.chips(roomFilterCodec.parse(params)) : roommateFilterCodec.chips(roommateFilterCodec.parse(params));
  return chips.map((chip) => chip.label);
}

/** `must`: the seeker's musts, which a room search saved with "only my musts" applies. */
export function countNewPosts(search: Pick<SavedSearch, 'kind' | 'query'>, since: Date, must?: NeedSet): Promise<NewPostCount> {
  const params = new URLSearchParams(search.query);
  return search.kind === 'room'
    ? countNewRoomListings(roomFilterCodec.parse(params), since, must)
    : countNewRoommateRequests(roommateFilterCodec.parse(params), since);
}
