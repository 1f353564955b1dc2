import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { saveMyPlace } from '@/data';
import type { MyPlace } from '@/lib/place/myPlace';
import { useSession } from '@/session/useSession';
import { guestPlaceFrom, guestPlaceSnapshot, subscribeGuestPlace, writeGuestPlace } from './guestPlace';

export interface MyPlaceState {
  place: MyPlace | null;
  /**
   * False while a returning visitor's session is still loading: whose place it is (the profile's
   * or this browser's) is not known yet, so it can be neither shown nor saved.
   */
  ready: boolean;
  /** Saves (or, with null, removes) the place: on the private profile when signed in, in this browser otherwise. */
  save: (place: MyPlace | null) => Promise<void>;
}

export function useMyPlace(): MyPlaceState {
  const { status, user, profile, updateProfile } = useSession();
  const stored = useSyncExternalStore(subscribeGuestPlace, guestPlaceSnapshot, () => null);
  const guestPlace = useMemo(() => guestPlaceFrom(stored), [stored]);
  const ready = status !== 'loading';
  const save = useCallback(
    async (place: MyPlace | null) => {
      if (!ready) throw new Error('The session is still loading');
      if (!user || !profile) {
        writeGuestPlace(place);
        return;
      }
      await saveMyPlace(user.uid, place);
      updateProfile({ myPlace: place ?? undefined });
    },
    [ready, user, profile, updateProfile],
  );
  if (!ready) return { place: null, ready, save };
  return { place: user && profile ? (profile.myPlace ?? null) : guestPlace, ready, save };
}
