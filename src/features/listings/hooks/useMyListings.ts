import { subscribeMyListings } from '@/data';
import { useSession } from '@/session/useSession';
import { activeFirst } from '@/lib/posts';
import { useSubscription } from '@/lib/useSubscription';
import type { RoomListing } from '@/data/collections/roomListings';

export interface MyListings {
  /** Active first, newest first within each group. */
  listings: RoomListing[];
  loading: boolean;
  error: boolean;
}

/** Live list of the signed-in owner's listings (createdAt desc), shared by the tabs and My Listings. */
export function useMyListings(): MyListings {
  const { user } = useSession();
  const uid = user?.uid;
  const { value, loading, error } = useSubscription<RoomListing[]>(uid, (next, fail) => subscribeMyListings(uid ?? '', next, fail), 'Loading your posts');
  return { listings: activeFirst(value ?? []), loading, error };
}
