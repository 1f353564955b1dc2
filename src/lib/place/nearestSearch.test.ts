import { describe, expect, it } from 'vitest';
import { distanceKm, geohashFor, type LatLng } from './geo';
import { nearestPage, startNearest, type CellPage, type NearestPage, type NearestSearch, type NearestState } from './nearestSearch';

interface Room {
  id: string;
  point: LatLng;
  geohash: string;
  type: 'Single' | 'Double';
  rent: number;
}
type Cursor = readonly [geohash: string, id: string];

const CHARING_CROSS = { lat: 51.508, lng: -0.1281 };
const UCL = { lat: 51.5246, lng: -0.134 };
const STRATFORD = { lat: 51.5416, lng: -0.0033 };
const WEMBLEY = { lat: 51.5588, lng: -0.2817 };
const LIMIT = 12;

/** `count` rooms spread evenly (a low-discrepancy walk) over the disc of 15 km around Charing Cross. */
function london(count: number): Room[] {
  return Array.from({ length: count }, (_, i) => {
    const r = 15 * Math.sqrt((i * 0.754877666 + 0.5) % 1);
    const angle = 2 * Math.PI * ((i * 0.569840291) % 1);
    const lat = CHARING_CROSS.lat + (r * Math.sin(angle)) / 111.32;
    const lng = CHARING_CROSS.lng + (r * Math.cos(angle)) / (111.32 * Math.cos((CHARING_CROSS.lat * Math.PI) / 180));
    const point = { lat, lng };
    return { id: `room-${i}`, point, geohash: geohashFor(point), type: i % 3 === 0 ? 'Double' : 'Single', rent: 500 + ((i * 37) % 900) };
  });
}

/** A store like Firestore: a range on the geohash, ordered by it then the id, at most LIMIT per read. */
function fakeStore(rooms: Room[], where: (room: Room) => boolean = () => true) {
  const sorted = rooms.filter(where).sort((a, b) => (a.geohash === b.geohash ? (a.id < b.id ? -1 : 1) : a.geohash < b.geohash ? -1 : 1));
  const readIds: string[] = [];
  const read = async (prefix: string, startAfter: Cursor | null): Promise<CellPage<Room, Cursor>> => {
    const after = (room: Room) => !startAfter || room.geohash > startAfter[0] || (room.geohash === startAfter[0] && room.id > startAfter[1]);
    const items = sorted.filter((room) => room.geohash.startsWith(prefix) && after(room)).slice(0, LIMIT);
    readIds.push(...items.map((room) => room.id));
    const last = items.at(-1);
    return { items, more: items.length === LIMIT && last ? { cursor: [last.geohash, last.id], geohash: last.geohash } : null };
  };
  return { read, readIds };
}

function truth(rooms: Room[], centre: LatLng, radiusKm: number, keep: (room: Room) => boolean = () => true): string[] {
  return rooms
    .map((room) => ({ room, d: distanceKm(centre, room.point) }))
    .filter(({ room, d }) => d <= radiusKm && keep(room))
    .sort((a, b) => a.d - b.d || (a.room.id < b.room.id ? -1 : 1))
    .map(({ room }) => room.id);
}

function searchOf(read: NearestSearch<Room, Cursor>['read'], centre: LatLng, radiusKm: number, extra: Partial<NearestSearch<Room, Cursor>> = {}): NearestSearch<Room, Cursor> {
  return { centre, radiusKm, read, pointOf: (room) => room.point, idOf: (room) => room.id, keep: () => true, pageSize: 12, maxQueries: 40, parallel: 4, ...extra };
}

/** Every page until the search ends (or `pages` pages), with the queries each made. */
async function pagesOf(search: NearestSearch<Room, Cursor>, pages = Number.POSITIVE_INFINITY) {
  const shown: { ids: string[]; queries: number }[] = [];
  let state: NearestState<Room, Cursor> | null = startNearest(search.centre, search.radiusKm);
  while (state && shown.length < pages) {
    const page: NearestPage<Room, Cursor> = await nearestPage(state, search);
    shown.push({ ids: page.items.map((entry) => entry.item.id), queries: page.queries });
    state = page.next;
  }
  return { shown, ended: state === null };
}

describe('nearestPage', () => {
  it.each([
    [200, UCL, 10],
    [2_000, UCL, 3],
    [2_000, STRATFORD, 10],
    [20_000, UCL, 3],
    [20_000, WEMBLEY, 10],
  ])('%i rooms within 15 km of Charing Cross: the first pages are exactly the nearest, within the query bound', async (count, centre, radiusKm) => {
    const rooms = london(count);
    const store = fakeStore(rooms);
    const { shown } = await pagesOf(searchOf(store.read, centre, radiusKm), 3);
    const expected = truth(rooms, centre, radiusKm);
    expect(shown.flatMap((page) => page.ids)).toEqual(expected.slice(0, 36));
    for (const page of shown) expect(page.queries).toBeLessThanOrEqual(40);
  });

  it('pages through every room within the radius, each once, nearest first, then ends', async () => {
    const rooms = london(2_000);
    const store = fakeStore(rooms);
    const { shown, ended } = await pagesOf(searchOf(store.read, UCL, 1));
    expect(ended).toBe(true);
    expect(shown.flatMap((page) => page.ids)).toEqual(truth(rooms, UCL, 1));
    expect(new Set(store.readIds).size).toBe(store.readIds.length);
  });

  it('cuts at the radius: a room just outside never shows, an empty circle ends at once', async () => {
    const rooms = london(500);
    const { shown, ended } = await pagesOf(searchOf(fakeStore(rooms).read, UCL, 3));
    expect(ended).toBe(true);
    const ids = shown.flatMap((page) => page.ids);
    expect(ids).toEqual(truth(rooms, UCL, 3));
    expect(ids.every((id) => distanceKm(UCL, rooms.find((room) => room.id === id)!.point) <= 3)).toBe(true);
    const far = await pagesOf(searchOf(fakeStore(rooms).read, { lat: 53.4808, lng: -2.2426 }, 10));
    expect(far).toEqual({ shown: [{ ids: [], queries: expect.any(Number) as number }], ended: true });
  });

  it('store-side and browser-side filters: each page is the nearest rooms that match both', async () => {
    const rooms = london(20_000);
    const doubles = (room: Room) => room.type === 'Double';
    const cheap = (room: Room) => room.rent <= 700;
    const store = fakeStore(rooms, doubles);
    const { shown } = await pagesOf(searchOf(store.read, STRATFORD, 10, { keep: cheap }), 3);
    expect(shown.flatMap((page) => page.ids)).toEqual(truth(rooms, STRATFORD, 10, (room) => doubles(room) && cheap(room)).slice(0, 36));
  });

  it('many rooms at one point (a district centroid): read on by cursor, none lost or repeated', async () => {
    const point = { lat: 51.52, lng: -0.13 };
    const rooms = Array.from({ length: 50 }, (_, i): Room => ({ id: `same-${String(i).padStart(2, '0')}`, point, geohash: geohashFor(point), type: 'Single', rent: 600 }));
    const { shown, ended } = await pagesOf(searchOf(fakeStore(rooms).read, UCL, 3));
    expect(ended).toBe(true);
    expect(shown.flatMap((page) => page.ids)).toEqual(rooms.map((room) => room.id));
  });

  it('a page that reaches its query bound holds only proven rooms, and the next page goes on from there', async () => {
    const rooms = london(20_000);
    const search = searchOf(fakeStore(rooms).read, UCL, 10, { maxQueries: 3, parallel: 1 });
    const { shown } = await pagesOf(search, 30);
    for (const page of shown) expect(page.queries).toBeLessThanOrEqual(3);
    expect(shown.some((page) => page.ids.length < 12)).toBe(true);
    const ids = shown.flatMap((page) => page.ids);
    expect(ids).toEqual(truth(rooms, UCL, 10).slice(0, ids.length));
  });

  it('does not change the state it was given, so a page can be asked again', async () => {
    const rooms = london(2_000);
    const search = searchOf(fakeStore(rooms).read, UCL, 3);
    const first = await nearestPage(startNearest<Room, Cursor>(UCL, 3), search);
    const state = first.next!;
    const copy = structuredClone(state);
    const again = await nearestPage(state, search);
    expect(state).toEqual(copy);
    expect((await nearestPage(state, search)).items).toEqual(again.items);
  });
});
