/** A guest's "my place": this browser's localStorage, shared by its tabs (the storage event). */
import { STORAGE_KEYS } from '@/config/constants';
import { parseMyPlace, type MyPlace } from '@/lib/place/myPlace';

export const GUEST_PLACE_KEY = STORAGE_KEYS.myPlace;
const CHANGED = 'roomshare:my-place';

/** The place in a stored text (guestPlaceSnapshot), or null when there is none or it is not one. */
export function guestPlaceFrom(stored: string | null): MyPlace | null {
  try {
    return stored ? parseMyPlace(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}

export function writeGuestPlace(place: MyPlace | null): void {
  if (place) localStorage.setItem(GUEST_PLACE_KEY, JSON.stringify(place));
  else localStorage.removeItem(GUEST_PLACE_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** For useSyncExternalStore: a change in this tab or another. */
export function subscribeGuestPlace(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_PLACE_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored text, so useSyncExternalStore compares strings, not new objects on every read. */
export function guestPlaceSnapshot(): string | null {
  try {
    return localStorage.getItem(GUEST_PLACE_KEY);
  } catch {
    return null;
  }
}
