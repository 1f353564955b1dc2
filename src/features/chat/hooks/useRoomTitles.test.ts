// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as data from '@/data';
import type { RoomTitle } from '@/data/collections/roomListings';
import { useRoomTitles } from './useRoomTitles';

let fetchRoomTitlesOf: MockInstance<typeof data.fetchRoomTitlesOf>;

const room = (id: string, userId: string): RoomTitle => ({ id, title: `Room ${id}`, userId });
const ROOMS: Record<string, RoomTitle[]> = { priya: [room('p1', 'priya'), room('p2', 'priya')], rahul: [room('r1', 'rahul')], meera: [] };

beforeEach(() => {
  fetchRoomTitlesOf = vi.spyOn(data, 'fetchRoomTitlesOf').mockImplementation(async (uids) => uids.flatMap((uid) => ROOMS[uid] ?? []));
});

describe('useRoomTitles', () => {
  it("reads each user's rooms once: a longer list reads only the people new to it", async () => {
    const { result, rerender } = renderHook(({ uids }) => useRoomTitles(uids), { initialProps: { uids: ['priya', 'meera'] } });
    await waitFor(() => expect(result.current.map((title) => title.id)).toEqual(['p1', 'p2']));
    expect(fetchRoomTitlesOf).toHaveBeenCalledWith(['meera', 'priya']);

    rerender({ uids: ['rahul', 'priya', 'meera'] });
    await waitFor(() => expect(result.current.map((title) => title.id).sort()).toEqual(['p1', 'p2', 'r1']));
    expect(fetchRoomTitlesOf).toHaveBeenCalledTimes(2);
    expect(fetchRoomTitlesOf).toHaveBeenLastCalledWith(['rahul']);

    // The same people in another order (a new message moves a chat up): nothing is read again.
    rerender({ uids: ['meera', 'priya', 'rahul'] });
    expect(result.current).toHaveLength(3);
    expect(fetchRoomTitlesOf).toHaveBeenCalledTimes(2);
  });

  it('shows nothing for users whose read failed, and reads nothing for an empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchRoomTitlesOf.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useRoomTitles(['priya']));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(result.current).toEqual([]);
    renderHook(() => useRoomTitles([]));
    expect(fetchRoomTitlesOf).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
