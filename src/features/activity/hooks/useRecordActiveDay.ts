import { useEffect } from 'react';
import { recordActiveDay } from '@/data';
import { usePageVisible } from '@/lib/usePageVisible';
import { useSession } from '@/session/useSession';

const storageKey = (uid: string) => `roomshare:lastActiveDay:${uid}`;

function storedDay(uid: string): number | null {
  try {
    const day = Number(localStorage.getItem(storageKey(uid)));
    return Number.isInteger(day) && day > 0 ? day : null;
  } catch {
    return null;
  }
}

function storeDay(uid: string, day: number): void {
  try {
    localStorage.setItem(storageKey(uid), String(day));
  } catch {
    // Private mode: the next visit reads the profile once more, nothing else.
  }
}

/**
 * Writes the signed-in user's lastActiveDay on app use, at most once a day (this browser remembers
 * the day it wrote), again when a tab left open comes back on a new day; never while they turned
 * "Show when I was last active" off.
 */
export function useRecordActiveDay(): void {
  const { status, user, profile } = useSession();
  const visible = usePageVisible();
  const uid = status === 'signed-in' && profile && !profile.hideActivity ? user?.uid : undefined;
  useEffect(() => {
    if (!uid || !visible) return;
    recordActiveDay(uid, storedDay(uid))
      .then((day) => storeDay(uid, day))
      .catch((cause: unknown) => console.error('Could not record the active day', cause));
  }, [uid, visible]);
}
