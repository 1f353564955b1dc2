/**
 * Browse filters and saved searches against the emulator: the Firestore part of each filter,
 * the browser part (amenities, lifestyle) with paging that neither skips nor repeats a post,
 * and the "new since last visit" count.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  countNewRoomListings,
  countNewRoommateRequests,
  createProfiles,
  createSavedSearch,
  deleteSavedSearch,
  fetchRoomListingsPage,
  fetchRoommateRequestsPage,
  getRoommateRequest,
  markSavedSearchVisited,
  saveRoommateRequest,
  subscribeSavedSearches,
  type CursorValue,
} from '@/data';
import { listingLocationKeys, requestLocationKeys } from '@/lib/filters/locationKeys';
import { NO_ROOM_FILTERS, roomFilterCodec, type RoomFilters } from '@/lib/filters/roomFilters';
import { roommateFilterCodec } from '@/lib/filters/roommateFilters';
import type { RoomCardListing, RoomListingInput } from '../../src/data/collections/roomListings';
import type { RoommateRequestInput } from '../../src/data/collections/roommateRequests';
import type { SavedSearch } from '../../src/data/collections/savedSearches';
import { requestInput, roomInput } from './fixtures';
import { clearFirestore, signUpFresh, waitFor, writeAsOwner } from './support';

const PREFIX = 'artifacts/roomshare-uk/public/data';
const BASE = Date.UTC(2026, 10, 1);

async function putListing(id: string, input: Partial<RoomListingInput>, minutes: number, status = 'active') {
  const full = roomInput(input);
  await writeAsOwner(`${PREFIX}/room_listings/${id}`, {
    ...full,
    locationKeys: listingLocationKeys(full),
    status,
    userId: 'owner-1',
    userName: 'Owner',
    createdAt: new Date(BASE + minutes * 60_000),
    lastActivity: new Date(BASE + minutes * 60_000),
  });
}

async function putRequest(uid: string, input: Partial<RoommateRequestInput>, minutes: number) {
  const full = requestInput(input);
  await writeAsOwner(`${PREFIX}/roommate_requests/${uid}`, {
    ...full,
    locationKeys: requestLocationKeys(full.preferredLocations),
    status: 'active',
    userId: uid,
    createdAt: new Date(BASE + minutes * 60_000),
    lastActivity: new Date(BASE + minutes * 60_000),
  });
}

const rooms = (query: string): RoomFilters => roomFilterCodec.parse(new URLSearchParams(query));
const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();

async function allPages(filters: RoomFilters): Promise<{ items: RoomCardListing[]; pages: number }> {
  const items: RoomCardListing[] = [];
  let cursor: CursorValue[] | null = null;
  let pages = 0;
  do {
    const page = await fetchRoomListingsPage(filters, cursor);
    items.push(...page.items);
    cursor = page.next;
    pages += 1;
  } while (cursor && pages < 20);
  return { items, pages };
}

beforeEach(clearFirestore);

describe('Browse Rooms filters', () => {
  beforeEach(async () => {
    await putListing('cheap-single-ilford', { rent: 450, roomType: 'Single', address: 'Ilford', availableFrom: '' }, 1);
    await putListing('double-ilford', { rent: 750, roomType: 'Double', address: 'Ilford', preferredTenants: 'Any', availableFrom: '2026-12-01' }, 2);
    await putListing('double-wembley', { rent: 900, roomType: 'Double', address: 'Wembley', preferredTenants: 'Student', availableFrom: '2027-02-01' }, 3);
    await putListing('pricey-double', { rent: 1400, roomType: 'Double', address: 'Canary Wharf', amenities: ['Gym access'] }, 4);
    await putListing('filled-double', { rent: 800, roomType: 'Double', address: 'Bow' }, 5, 'filled');
    await putListing('hidden-double', { rent: 800, roomType: 'Double', address: 'Bow' }, 6, 'hidden');
  });

  it.each([
    ['maxRent=1000&type=Double', ['double-ilford', 'double-wembley', 'filled-double']],
    ['minRent=800', ['double-wembley', 'filled-double', 'pricey-double']],
    ['area=Ilford', ['cheap-single-ilford', 'double-ilford']],
    ['area=london&type=Single', ['cheap-single-ilford']],
    ['tenants=Student', ['double-ilford', 'double-wembley']],
    ['availableBy=2026-12-31', ['cheap-single-ilford', 'double-ilford', 'filled-double', 'pricey-double']],
    ['amenities=Bills included', ['cheap-single-ilford', 'double-ilford', 'double-wembley', 'filled-double']],
    ['minRent=500&maxRent=950&area=Ilford&type=Double&tenants=Professional&availableBy=2026-12-01&amenities=WiFi', ['double-ilford']],
  ])('%s', async (query, expected) => {
    const { items } = await fetchRoomListingsPage(rooms(query));
    expect(ids(items)).toEqual([...expected].sort());
  });

  it('orders filtered results like Browse: active first, then newest activity', async () => {
    const { items } = await fetchRoomListingsPage(rooms('type=Double'));
    expect(items.map((item) => item.id)).toEqual(['pricey-double', 'double-wembley', 'double-ilford', 'filled-double']);
  });
});

describe('filtered paging', () => {
  it('fills pages past posts the browser filter drops, without gaps or repeats', async () => {
    // 40 listings, every third with Parking: Firestore returns 12 a query, the browser keeps ~4.
    for (let i = 0; i < 40; i += 1) {
      await putListing(`room-${String(i).padStart(2, '0')}`, { amenities: i % 3 === 0 ? ['WiFi', 'Parking'] : ['WiFi'] }, i);
    }
    const expected = Array.from({ length: 40 }, (_, i) => i).filter((i) => i % 3 === 0).map((i) => `room-${String(i).padStart(2, '0')}`);
    const { items, pages } = await allPages(rooms('amenities=Parking'));
    expect(ids(items)).toEqual(expected);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(pages).toBeGreaterThan(1);
    expect((await allPages(NO_ROOM_FILTERS)).items).toHaveLength(40);
  });
});

describe('Browse Roommates filters', () => {
  it('saves location keys with a request and filters by location, gender, budget, move-in and lifestyle', async () => {
    const seeker = await signUpFresh('Seeker');
    await createProfiles({ uid: seeker.uid, name: 'Seeker', email: seeker.email, phoneNumber: '+44 7700 900123' });
    await saveRoommateRequest(seeker.uid, requestInput({ preferredLocations: 'Stratford, East Ham' }), '+44 7700 900123');
    expect((await getRoommateRequest(seeker.uid))?.preferredLocations).toBe('Stratford, East Ham');
    await putRequest('veg-wembley', { gender: 'Male', budget: 900, preferredLocations: 'Wembley', preferredRoommates: ['Vegetarian', 'Non-Smoker'] }, 1);
    await putRequest('flexible', { budget: 600, moveInDate: '', preferredLocations: 'Ilford, Stratford', preferredRoommates: ['Any'] }, 2);

    const run = async (query: string) => ids((await fetchRoommateRequestsPage(roommateFilterCodec.parse(new URLSearchParams(query)))).items);
    expect(await run('location=Stratford')).toEqual(['flexible', seeker.uid].sort());
    expect(await run('gender=Male')).toEqual(['veg-wembley']);
    expect(await run('minBudget=650&maxBudget=950')).toEqual(['veg-wembley', seeker.uid].sort());
    expect(await run('moveInBy=2026-12-31')).toEqual(['flexible']);
    expect(await run('lifestyle=Vegetarian')).toEqual(['veg-wembley', seeker.uid].sort());
    expect(await run('lifestyle=Vegetarian,Non-Smoker')).toEqual(['veg-wembley']);
  });
});

describe('saved searches', () => {
  it('counts only matching active posts created since the last visit', async () => {
    const since = new Date(BASE + 10 * 60_000);
    await putListing('old-double', { roomType: 'Double' }, 5);
    await putListing('new-double', { roomType: 'Double', rent: 700 }, 11);
    await putListing('new-pricey-double', { roomType: 'Double', rent: 2000 }, 12);
    await putListing('new-single', { roomType: 'Single' }, 13);
    await putListing('new-filled-double', { roomType: 'Double' }, 14, 'filled');
    expect(await countNewRoomListings(rooms('type=Double&maxRent=1000'), since)).toEqual({ count: 1, more: false });
    expect(await countNewRoomListings(NO_ROOM_FILTERS, since)).toEqual({ count: 3, more: false });
    await putRequest('new-seeker', { gender: 'Female' }, 11);
    expect(await countNewRoommateRequests(roommateFilterCodec.parse(new URLSearchParams('gender=Female')), since)).toEqual({ count: 1, more: false });
    expect(await countNewRoommateRequests(roommateFilterCodec.parse(new URLSearchParams('gender=Male')), since)).toEqual({ count: 0, more: false });
  });

  it('says "more" when there are more new posts than one count reads', async () => {
    for (let i = 0; i < 50; i += 1) await putListing(`burst-${i}`, {}, 20 + i);
    expect(await countNewRoomListings(NO_ROOM_FILTERS, new Date(BASE))).toEqual({ count: 48, more: true });
  });

  it('saves, lists live, marks visited and deletes a saved search', async () => {
    const user = await signUpFresh('Searcher');
    const watch = (accept: (items: SavedSearch[]) => boolean) =>
      waitFor<SavedSearch[]>((next, error) => subscribeSavedSearches(user.uid, next, error), accept);
    const id = await createSavedSearch(user.uid, { name: 'Doubles', kind: 'room', query: 'type=Double' });
    const [saved] = await watch((items) => items.some((item) => item.id === id && item.lastVisitedAt !== null));
    expect(saved).toMatchObject({ id, name: 'Doubles', kind: 'room', query: 'type=Double' });
    const firstVisit = saved?.lastVisitedAt?.getTime() ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await markSavedSearchVisited(user.uid, id);
    await watch((items) => (items[0]?.lastVisitedAt?.getTime() ?? 0) > firstVisit);
    await deleteSavedSearch(user.uid, id);
    await watch((items) => items.length === 0);
  });
});
