import { useEffect, useState } from 'react';
import { subscribeMyListings } from '@/data';
import { useSession } from '@/features/auth/session/useSession';
import { activeFirst } from '@/lib/posts';
import type { RoomListing } from '@/types/domain';

export interface MyListings {
  /** Active first, newest first within each group (spec §4). */
  listings: RoomListing[];
  loading: boolean;
  error: boolean;
}

/** Live list of the signed-in owner's listings (createdAt desc), shared by the tabs and My Listings. */
export function useMyListings(): MyListings {
  const { user } = useSession();
  const uid = user?.uid;
  const [state, setState] = useState<{ uid: string; listings: RoomListing[]; error: boolean } | null>(null);
  useEffect(() => {
    if (!uid) return;
    return subscribeMyListings(
      uid,
      (listings) => setState({ uid, listings, error: false }),
      (error) => {
        console.error('Failed to load your posts', error);
        setState({ uid, listings: [], error: true });
      },
    );
  }, [uid]);
  const current = uid && state?.uid === uid ? state : null;
  return { listings: activeFirst(current?.listings ?? []), loading: current === null, error: current?.error ?? false };
}
