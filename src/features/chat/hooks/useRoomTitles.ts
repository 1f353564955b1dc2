import { useMemo } from 'react';
import { fetchRoomTitlesOf } from '@/data';
import type { RoomTitle } from '@/data/collections/roomListings';
import { useReadOnceEach } from '@/lib/useReadOnceEach';

/** A user's public rooms, by user. */
async function roomsByOwner(uids: string[]): Promise<ReadonlyMap<string, RoomTitle[]>> {
  const rooms = await fetchRoomTitlesOf(uids);
  return new Map(uids.map((uid) => [uid, rooms.filter((room) => room.userId === uid)]));
}

/**
 * The public rooms of these users (one read per 3 users), to say which room a chat is about; each
 * user's are read once per screen, so "Load more" and a reordered list read only the people new to
 * it. A user whose read failed or is on its way contributes nothing.
 */
export function useRoomTitles(uids: readonly string[]): RoomTitle[] {
  const key = [...new Set(uids)].sort().join(',');
  const rooms = useReadOnceEach(uids, roomsByOwner);
  return useMemo(() => (key ? key.split(',') : []).flatMap((uid) => rooms.get(uid) ?? []), [key, rooms]);
}
