/**
 * The distance search straight against the emulator over REST: its first page run in Node with
 * the app's own search (src/lib/place/nearestSearch.ts) and the cell query restated from
 * src/data/repositories/nearbyListings.ts (which loads the Firebase SDK), for the bare time; and
 * every visible located room, for the true nearest a page must equal.
 */
import http from 'node:http';
import { BROWSE_PAGE_SIZE, NEARBY_PAGE_MAX_QUERIES, NEARBY_PARALLEL_QUERIES, NEARBY_RANGE_LIMIT } from '../../src/config/constants';
import { withTotalOrder, type FieldValue, type QuerySpec, type WhereClause } from '../../src/data/transport/query';
import { queryTarget, structuredQuery } from '../../src/data/transport/restQuery';
import { toRawDoc, type RestDocument } from '../../src/data/transport/restValues';
import { distanceKm, type LatLng } from '../../src/lib/place/geo';
import { nearestPage, startNearest } from '../../src/lib/place/nearestSearch';

const DOCUMENTS = 'projects/demo-roomshare/databases/(default)/documents';
const ROOMS = 'artifacts/roomshare-uk/public/data/room_listings';
const visible: WhereClause = { field: 'status', op: 'in', value: ['active', 'filled'] };

export interface LocatedRoom {
  id: string;
  point: LatLng;
}

/** Posts a query (as a guest: rules evaluated, as the page; or as owner) and returns its documents. */
function runQuery(spec: QuerySpec, asGuest: boolean): Promise<RestDocument[]> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}/${queryTarget(spec).parent}:runQuery`;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(asGuest ? {} : { authorization: 'Bearer owner' }) };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`HTTP ${response.statusCode} ${text.slice(0, 120)}`));
        resolve((JSON.parse(text) as { document?: RestDocument }[]).flatMap((entry) => (entry.document ? [entry.document] : [])));
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify({ structuredQuery: structuredQuery(spec, DOCUMENTS) }));
  });
}

function located(document: RestDocument): LocatedRoom | null {
  const raw = toRawDoc(document);
  const geo = raw.data.geo as { lat?: unknown; lng?: unknown } | undefined;
  return typeof geo?.lat === 'number' && typeof geo.lng === 'number' ? { id: raw.id, point: { lat: geo.lat, lng: geo.lng } } : null;
}

/** Every room a guest can see that has a point (the demo seed's included). */
export async function allLocatedRooms(): Promise<LocatedRoom[]> {
  const documents = await runQuery({ path: ROOMS, where: [visible], select: ['geo'] }, false);
  return documents.flatMap((document) => located(document) ?? []);
}

/** The ids of the rooms within `radiusKm` of `centre`, nearest first (ties by id, as the search breaks them). */
export function trueNearest(rooms: readonly LocatedRoom[], centre: LatLng, radiusKm: number): string[] {
  return rooms
    .map((room) => ({ id: room.id, km: distanceKm(centre, room.point) }))
    .filter((room) => room.km <= radiusKm)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
    .map((room) => room.id);
}

const cellQuery = (prefix: string, startAfter: FieldValue[] | null): QuerySpec =>
  withTotalOrder({
    path: ROOMS,
    where: [visible, { field: 'geo.geohash', op: '>=', value: prefix }, { field: 'geo.geohash', op: '<=', value: `${prefix}~` }],
    orderBy: [{ field: 'geo.geohash', direction: 'asc' }],
    limit: NEARBY_RANGE_LIMIT,
    ...(startAfter ? { startAfter } : {}),
  });

/** The first page of the distance search, as the page runs it (guest, the app's search and limits): the ids and the queries it sent. */
export async function bareNearestPage(centre: LatLng, radiusKm: number): Promise<{ ids: string[]; queries: number }> {
  const page = await nearestPage<LocatedRoom, FieldValue[]>(startNearest(centre, radiusKm), {
    centre,
    radiusKm,
    read: async (prefix, startAfter) => {
      const documents = await runQuery(cellQuery(prefix, startAfter), true);
      const rooms = documents.flatMap((document) => located(document) ?? []);
      const last = documents.at(-1);
      const geohash = last ? (toRawDoc(last).data.geo as { geohash?: string } | undefined)?.geohash : undefined;
      return { items: rooms, more: documents.length === NEARBY_RANGE_LIMIT && last && geohash ? { cursor: [geohash, toRawDoc(last).id], geohash } : null };
    },
    pointOf: (room) => room.point,
    idOf: (room) => room.id,
    keep: () => true,
    pageSize: BROWSE_PAGE_SIZE,
    maxQueries: NEARBY_PAGE_MAX_QUERIES,
    parallel: NEARBY_PARALLEL_QUERIES,
  });
  return { ids: page.items.map((entry) => entry.item.id), queries: page.queries };
}
