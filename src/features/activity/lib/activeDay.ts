/**
 * The one way this browser writes the signed-in user's lastActiveDay. firestore.rules take a day
 * only forward and only today, so two writes of today refuse the second: every caller shares the
 * write under way (the app's hook and the setting, React's development double effects), and this
 * browser remembers the day it wrote so the next visit that day writes nothing.
 */
import { recordActiveDay } from '@/data';

const storageKey = (uid: string) => `roomshare:lastActiveDay:${uid}`;
const recording = new Map<string, Promise<number>>();

function storedDay(uid: string): number | null {
  try {
    const day = Number(localStorage.getItem(storageKey(uid)));
    return Number.isInteger(day) && day > 0 ? day : null;
  } catch {
    return null;
  }
}

function storeDay(uid: string, day: number | null): void {
  try {
    if (day === null) localStorage.removeItem(storageKey(uid));
    else localStorage.setItem(storageKey(uid), String(day));
  } catch {
    // Private mode: the next visit reads the profile once more, nothing else.
  }
}

/** Records today (at most once a day per browser), joining a write already under way. */
export function recordToday(uid: string): Promise<number> {
  let pending = recording.get(uid);
  if (!pending) {
    pending = recordActiveDay(uid, storedDay(uid))
      .then((day) => {
        storeDay(uid, day);
        return day;
      })
      .finally(() => recording.delete(uid));
    recording.set(uid, pending);
  }
  return pending;
}

/**
 * Before "Show when I was last active" goes off: waits for a write under way (the rules would
 * refuse it once the choice is stored), and forgets the day written, since the public day is
 * removed and turning it back on must write it again.
 */
export async function stopRecording(uid: string): Promise<void> {
  await recording.get(uid)?.catch(() => undefined);
  storeDay(uid, null);
}
