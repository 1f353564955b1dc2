import { useEffect, useMemo, useState } from 'react';
import { fetchRoomTitlesOf } from '@/data';
import type { RoomTitle } from '@/data/collections/roomListings';

/**
 * The public rooms of these users (one read per 3 users), to say which room a chat is about; a
 * user's rooms are read once per screen, so "Load more" and a list that reorders read only the
 * people new to it. A user whose read failed or is on its way contributes nothing.
 */
export function useRoomTitles(uids: readonly string[]): RoomTitle[] {
  const key = [...new Set(uids)].sort().join(',');
  const wanted = useMemo(() => (key ? key.split(',') : []), [key]);
  const [known, setKnown] = useState<ReadonlyMap<string, RoomTitle[]>>(() => new Map());
  const missing = wanted.filter((uid) => !known.has(uid)).join(',');
  useEffect(() => {
    if (!missing) return;
    let current = true;
    const asked = missing.split(',');
    fetchRoomTitlesOf(asked)
      .then((rooms) => {
        if (!current) return;
        setKnown((before) => new Map([...before, ...asked.map((uid): [string, RoomTitle[]] => [uid, rooms.filter((room) => room.userId === uid)])]));
      })
      .catch((error: unknown) => console.warn('Could not read the rooms these chats are about', error));
    return () => {
      current = false;
    };
  }, [missing]);
  return useMemo(() => wanted.flatMap((uid) => known.get(uid) ?? []), [wanted, known]);
}
