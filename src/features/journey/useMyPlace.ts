import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { saveMyPlace } from '@/data';
import type { MyPlace } from '@/lib/place/myPlace';
import { useSession } from '@/session/useSession';
import { guestPlaceFrom, guestPlaceSnapshot, subscribeGuestPlace, writeGuestPlace } from './guestPlace';

export interface MyPlaceState {
  place: MyPlace | null;
  /** Saves (or, with null, removes) the place: on the private profile when signed in, in this browser otherwise. */
  save: (place: MyPlace | null) => Promise<void>;
}

export function useMyPlace(): MyPlaceState {
  const { user, profile, updateProfile } = useSession();
  const stored = useSyncExternalStore(subscribeGuestPlace, guestPlaceSnapshot, () => null);
  const guestPlace = useMemo(() => guestPlaceFrom(stored), [stored]);
  const signedIn = user !== null && profile !== null;
  const save = useCallback(
    async (place: MyPlace | null) => {
      if (!user || !profile) {
        writeGuestPlace(place);
        return;
      }
      await saveMyPlace(user.uid, place);
      updateProfile({ myPlace: place ?? undefined });
    },
    [user, profile, updateProfile],
  );
  return { place: signedIn ? (profile.myPlace ?? null) : guestPlace, save };
}
