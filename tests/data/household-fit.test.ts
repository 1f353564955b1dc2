/**
 * "Only rooms that meet my musts" on Browse against the emulator: the kitchen must runs in the
 * query, the smoking must is checked on what comes back, and the pages stay full (12, the last
 * aside), in Browse order (newest activity first), neither skipping nor repeating a room.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countNewRoomListings, fetchRoomListingsPage, type CursorValue } from '@/data';
import { listingLocationKeys } from '@/lib/filters/locationKeys';
import { roomFilterCodec } from '@/lib/filters/roomFilters';
import type { Household, HouseholdNeeds } from '@/schema/household';
import type { RoomCardListing } from '../../src/data/collections/roomListings';
import { BROWSE_PAGE_SIZE } from '@/config/constants';
import { roomInput } from './fixtures';
import { clearFirestore, writeAsOwner } from './support';

const PREFIX = 'artifacts/roomshare-uk/public/data';
const BASE = Date.UTC(2026, 10, 1);
const NEEDS: HouseholdNeeds = { must: { kitchen: ['veg-only', 'jain'], smoking: ['none'] }, prefer: { languages: ['Hindi'] } };

/** Room n's household: a veg or Jain kitchen on two in three, smoking allowed on every fifth, one in seven unstated. */
function householdOf(n: number): Household | undefined {
  if (n % 7 === 0) return undefined;
  return { kitchen: n % 3 === 0 ? 'mixed' : n % 2 ? 'jain' : 'veg-only', smoking: n % 5 === 0 ? 'allowed' : 'none', languages: ['Hindi'] };
}

const conforms = (household: Household | undefined) =>
  household?.kitchen !== undefined && ['veg-only', 'jain'].includes(household.kitchen) && household.smoking === 'none';

const ROOMS = 60;

beforeAll(async () => {
  await clearFirestore();
  for (let n = 1; n <= ROOMS; n += 1) {
    const full = roomInput({ title: `Room ${n}`, address: 'Wembley' });
    const household = householdOf(n);
    await writeAsOwner(`${PREFIX}/room_listings/room-${String(n).padStart(2, '0')}`, {
      ...full,
      ...(household ? { household } : {}),
      locationKeys: listingLocationKeys(full),
      status: 'active',
      userId: 'owner-1',
      userName: 'Owner',
      createdAt: new Date(BASE + n * 60_000),
      lastActivity: new Date(BASE + n * 60_000),
    });
  }
});

describe('Only rooms that meet my musts', () => {
  it('returns full pages of conforming rooms, newest first, none skipped or repeated', async () => {
    const filters = roomFilterCodec.parse(new URLSearchParams('musts=1'));
    const pages: RoomCardListing[][] = [];
    let cursor: CursorValue[] | null = null;
    do {
      const page = await fetchRoomListingsPage(filters, cursor, NEEDS);
      pages.push(page.items);
      cursor = page.next;
    } while (cursor && pages.length < 10);

    const expected = Array.from({ length: ROOMS }, (_, index) => ROOMS - index)
      .filter((n) => conforms(householdOf(n)))
      .map((n) => `room-${String(n).padStart(2, '0')}`);
    const seen = pages.flat().map((room) => room.id);
    expect(seen).toEqual(expected);
    for (const page of pages.slice(0, -1)) expect(page.length).toBeGreaterThanOrEqual(BROWSE_PAGE_SIZE);
    expect(pages.flat().every((room) => conforms(room.household))).toBe(true);
  });

  it('without the filter, shows every room (the musts do not apply)', async () => {
    const page = await fetchRoomListingsPage(roomFilterCodec.parse(new URLSearchParams('')), null, NEEDS);
    expect(page.items.map((room) => room.id).slice(0, 3)).toEqual(['room-60', 'room-59', 'room-58']);
  });

  it('counts a saved search’s new rooms that meet the musts when it was saved with "only my musts"', async () => {
    const since = new Date(BASE + 50 * 60_000);
    const newRooms = Array.from({ length: 10 }, (_, index) => 51 + index);
    const meeting = newRooms.filter((n) => conforms(householdOf(n))).length;
    expect(meeting).toBeGreaterThan(0);
    expect(meeting).toBeLessThan(newRooms.length);
    expect(await countNewRoomListings(roomFilterCodec.parse(new URLSearchParams('musts=1')), since, NEEDS.must)).toEqual({ count: meeting, more: false });
    expect(await countNewRoomListings(roomFilterCodec.parse(new URLSearchParams('')), since, NEEDS.must)).toEqual({ count: newRooms.length, more: false });
  });
});
