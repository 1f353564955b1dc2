import { useEffect, useState } from 'react';
import { fetchRoomTitlesOf } from '@/data';
import type { RoomTitle } from '@/data/collections/roomListings';

/** The public rooms of these users (one read per 3 users), to say which room a chat is about; [] until read or on failure. */
export function useRoomTitles(uids: readonly string[]): RoomTitle[] {
  const key = [...new Set(uids)].sort().join(',');
  const [result, setResult] = useState<{ key: string; rooms: RoomTitle[] } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    fetchRoomTitlesOf(key.split(','))
      .then((rooms) => current && setResult({ key, rooms }))
      .catch((error: unknown) => console.warn('Could not read the rooms these chats are about', error));
    return () => {
      current = false;
    };
  }, [key]);
  return result?.key === key ? result.rooms : [];
}
