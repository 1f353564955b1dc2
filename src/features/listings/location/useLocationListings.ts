import { useEffect, useState } from 'react';
import { fetchLocationListings, fetchPremiumUserIds } from '@/data';
import { premiumFirst } from '@/lib/posts';
import type { RoomListing } from '@/types/domain';

export interface LocationListings {
  rooms: RoomListing[];
  premiumIds: ReadonlySet<string>;
  loading: boolean;
  error: boolean;
}

interface Loaded {
  key: string;
  rooms: RoomListing[];
  premiumIds: ReadonlySet<string>;
  error: boolean;
}

/** Up to 5 rooms for a location key (status then last activity), premium owners first. */
export function useLocationListings(key: string | null): LocationListings {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    fetchLocationListings(key)
      .then(async (rooms) => {
        const premiumIds = await fetchPremiumUserIds(rooms.map((room) => room.userId)).catch((cause: unknown) => {
          console.warn('Premium lookup failed', cause);
          return new Set<string>();
        });
        if (current) setLoaded({ key, rooms: premiumFirst(rooms, premiumIds), premiumIds, error: false });
      })
      .catch((cause: unknown) => {
        console.error('Failed to load location listings', cause);
        if (current) setLoaded({ key, rooms: [], premiumIds: new Set(), error: true });
      });
    return () => {
      current = false;
    };
  }, [key]);
  const ready = key !== null && loaded?.key === key ? loaded : null;
  return {
    rooms: ready?.rooms ?? [],
    premiumIds: ready?.premiumIds ?? new Set(),
    loading: key !== null && ready === null,
    error: ready?.error ?? false,
  };
}
