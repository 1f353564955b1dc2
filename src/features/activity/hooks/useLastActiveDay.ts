import { useEffect, useState } from 'react';
import { getPublicProfile } from '@/data';

/** One read per person per page load: a room page and its chat ask for the same poster. */
const lastActiveDays = new Map<string, Promise<number | null>>();

function lastActiveDayOf(uid: string): Promise<number | null> {
  let day = lastActiveDays.get(uid);
  if (!day) {
    day = getPublicProfile(uid).then((profile) => profile?.lastActiveDay ?? null);
    day.catch(() => lastActiveDays.delete(uid));
    lastActiveDays.set(uid, day);
  }
  return day;
}

/** The person's public lastActiveDay (src/lib/activity.ts); null while loading, unknown or hidden. */
export function useLastActiveDay(uid: string): number | null {
  const [loaded, setLoaded] = useState<{ uid: string; day: number | null } | null>(null);
  useEffect(() => {
    let current = true;
    lastActiveDayOf(uid)
      .then((day) => current && setLoaded({ uid, day }))
      .catch((cause: unknown) => console.error('Could not read when they were last active', cause));
    return () => {
      current = false;
    };
  }, [uid]);
  return loaded?.uid === uid ? loaded.day : null;
}
