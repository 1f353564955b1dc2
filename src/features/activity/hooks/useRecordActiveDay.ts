import { useEffect } from 'react';
import { usePageVisible } from '@/lib/usePageVisible';
import { useSession } from '@/session/useSession';
import { recordToday } from '../lib/activeDay';

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
    recordToday(uid).catch((cause: unknown) => console.error('Could not record the active day', cause));
  }, [uid, visible]);
}
