import { NO_ROOM_FILTERS } from '@/lib/filters/roomFilters';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createProfiles,
  createRoomListing,
  deleteRoomListing,
  fetchLocationListings,
  fetchRoomListingsPage,
  getRoomListing,
  getRoomListingContact,
  hasAnyListing,
  subscribeMyListings,
  updateRoomListing,
  browseRoomListingsQuery,
  type CursorValue,
} from '@/data';
import { BROWSE_PAGE_SIZE, MAX_LISTINGS_PER_USER } from '@/config/constants';
import { ROOM_CARD_FIELDS, toRoomCard, type RoomCardListing, type RoomListing } from '../../src/data/collections/roomListings';
import { runQuery } from '@/data/transport/oneShot';
import { readsOnly } from '../../src/data/collections/documents';
import { roomInput } from './fixtures';
import { clearFirestore, signUpFresh, writeAsOwner } from './support';

const PREFIX = 'artifacts/roomshare-uk/public/data';

async function newOwner(name = 'Owner') {
  const account = await signUpFresh(name);
  await createProfiles({ uid: account.uid, name, email: account.email, phoneNumber: '+44 7700 900123' });
  return account;
}

function firstSnapshot<T>(subscribe: (next: (items: T) => void, error: (e: Error) => void) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = subscribe(
      (items) => {
        stop();
        resolve(items);
      },
      (error) => {
        stop();
        reject(error);
      },
    );
  });
}

beforeEach(clearFirestore);

describe('room listings repository', () => {
  it('creates a listing with its contact doc and registry in one batch, visible in "my listings"', async () => {
    const owner = await newOwner();
    const id = await createRoomListing(roomInput(), { uid: owner.uid, name: 'Owner', phoneNumber: '+44 7700 900123' });
    const listing = await getRoomListing(id);
    expect(listing).toMatchObject({ id, userId: owner.uid, status: 'active', title: roomInput().title });
    expect(listing?.createdAt).toBeInstanceOf(Date);
    expect(await getRoomListingContact(id)).toEqual({ phoneNumber: '+44 7700 900123', userId: owner.uid });
    expect(await hasAnyListing(owner.uid)).toBe(true);
    const mine = await firstSnapshot<RoomListing[]>((next, error) => subscribeMyListings(owner.uid, next, error));
    expect(mine.map((item) => item.id)).toEqual([id]);
  });

  it('publishes wording the letting law flags only for review, and refuses a deposit above the cap, on create and on edit', async () => {
    const owner = await newOwner();
    const by = { uid: owner.uid, name: 'Owner', phoneNumber: '+44 7700 900123' };
    const flagged = roomInput({ description: 'Bright room near the station. No DSS.' });
    await expect(createRoomListing(flagged, by)).rejects.toMatchObject({ code: 'permission-denied' });
    const id = await createRoomListing(flagged, by, { reviewFirst: true });
    expect(await getRoomListing(id)).toMatchObject({ moderation: 'pending' });
    // £650 a month: 5 weeks' rent is £750.
    await expect(createRoomListing(roomInput({ rent: 650, deposit: 751 }), by)).rejects.toMatchObject({ code: 'permission-denied' });
    // An edit that brings such wording into a live listing sends it to review.
    const live = await createRoomListing(roomInput(), by);
    await expect(updateRoomListing(live, flagged, 'owner', true)).resolves.toBe(true);
    expect(await getRoomListing(live)).toMatchObject({ moderation: 'pending' });
    // Edits are checked too (the registry's recheck in the edit's batch): the cap, then wording
    // that would stay live.
    const other = await createRoomListing(roomInput({ title: 'Another room' }), by);
    await expect(updateRoomListing(other, roomInput({ rent: 650, deposit: 751 }), 'owner')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateRoomListing(other, flagged, 'owner')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateRoomListing(other, roomInput({ rent: 650, deposit: 750 }), 'owner')).resolves.toBe(false);
    expect(await getRoomListing(other)).toMatchObject({ deposit: 750 });
  });

  it(`refuses a ${MAX_LISTINGS_PER_USER + 1}th listing (rules) and frees a slot on delete`, async () => {
    const owner = await newOwner();
    const ids: string[] = [];
    for (let i = 0; i < MAX_LISTINGS_PER_USER; i += 1) {
      ids.push(await createRoomListing(roomInput({ title: `Room ${i}` }), { uid: owner.uid, name: 'Owner', phoneNumber: '07700 900123' }));
    }
    await expect(createRoomListing(roomInput(), { uid: owner.uid, name: 'Owner', phoneNumber: '07700 900123' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await deleteRoomListing({ id: ids[0] ?? '', userId: owner.uid });
    expect(await getRoomListing(ids[0] ?? '')).toBeNull();
    await expect(createRoomListing(roomInput(), { uid: owner.uid, name: 'Owner', phoneNumber: '07700 900123' })).resolves.toEqual(expect.any(String));
  });

  it('pages through browse results by status then lastActivity with no duplicates or gaps', async () => {
    const base = Date.UTC(2026, 10, 1);
    const total = BROWSE_PAGE_SIZE * 2 + 5;
    for (let i = 0; i < total; i += 1) {
      await writeAsOwner(`${PREFIX}/room_listings/room-${String(i).padStart(2, '0')}`, {
        ...roomInput({ title: `Room ${i}` }),
        locationKeys: ['ilford', 'london'],
        status: i % 5 === 0 ? 'filled' : 'active',
        userId: `owner-${i % 3}`,
        userName: 'Owner',
        createdAt: new Date(base),
        // Two listings share each timestamp, so the cursor must break ties correctly.
        lastActivity: new Date(base + Math.floor(i / 2) * 60_000),
      });
    }
    const seen: RoomCardListing[] = [];
    let cursor: CursorValue[] | null = null;
    let pages = 0;
    do {
      const page = await fetchRoomListingsPage(NO_ROOM_FILTERS, cursor);
      seen.push(...page.items);
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen.map((item) => item.id)).size).toBe(total);
    const statuses = seen.map((item) => item.status);
    expect(statuses.indexOf('filled')).toBeGreaterThan(statuses.lastIndexOf('active'));
    // A card has no lastActivity (its read's field mask): 'Room i' was last active at minute i / 2.
    const activeMinutes = seen.filter((item) => item.status === 'active').map((item) => Math.floor(Number(item.title.replace('Room ', '')) / 2));
    expect(activeMinutes).toEqual([...activeMinutes].sort((a, b) => b - a));
  });

  it('reads only the card fields for a list of rooms, and the whole listing for its page', async () => {
    const owner = await newOwner();
    const id = await createRoomListing(roomInput({ address: 'East Ham', description: 'A quiet room', cardImages: [], household: { kitchen: 'veg-only' } }), { uid: owner.uid, name: 'Owner', phoneNumber: '07700 900123' });
    const [stored] = (await runQuery(browseRoomListingsQuery(), readsOnly(toRoomCard.fields, (raw) => raw.data))).items;
    // The answer itself is masked (fewer bytes), plus the order field the cursor reads.
    expect(Object.keys(stored ?? {}).sort()).toEqual([...ROOM_CARD_FIELDS, 'lastActivity'].sort());
    const [card] = (await fetchRoomListingsPage(NO_ROOM_FILTERS)).items;
    const whole = await getRoomListing(id);
    expect(whole?.deposit).toBeGreaterThan(0);
    expect(card).toEqual(Object.fromEntries(['id', ...ROOM_CARD_FIELDS].map((field) => [field, whole?.[field as keyof RoomCardListing]])));
  });

  it('finds up to 5 listings for a location key', async () => {
    const owner = await newOwner();
    await createRoomListing(roomInput({ address: 'East Ham', postcode: 'London, UK' }), { uid: owner.uid, name: 'Owner', phoneNumber: '07700 900123' });
    await createRoomListing(roomInput({ address: 'Wembley', postcode: 'London, UK' }), { uid: owner.uid, name: 'Owner', phoneNumber: '07700 900123' });
    expect((await fetchLocationListings('east-ham')).map((item) => item.address)).toEqual(['East Ham']);
    expect(await fetchLocationListings('london')).toHaveLength(2);
  });
});
