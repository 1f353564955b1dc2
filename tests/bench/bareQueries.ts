/**
 * Each benchmarked screen's main query, sent straight to the emulator over REST (owner
 * credentials, no rules; a guest page's as a guest, rules evaluated), to show the emulator's own
 * share of the screen's time. The specs copy
 * the app's queries (src/data/repositories/*): the repositories load the Firebase SDK, which the
 * benchmark's Node side does not, so they are restated here with the app's constants.
 */
import http from 'node:http';
import { ADMIN_PAGE_SIZE, BROWSE_PAGE_SIZE, CONVERSATIONS_PAGE_SIZE, LOCATION_PAGE_SIZE, MAX_LISTINGS_PER_USER, MESSAGES_PAGE_SIZE, PHOTO_COMPARE_SAMPLE, RENT_COMPARE_SAMPLE } from '../../src/config/constants';
import { DOCUMENT_ID, withTotalOrder, type QuerySpec, type WhereClause } from '../../src/data/transport/query';
import { queryTarget, structuredQuery } from '../../src/data/transport/restQuery';
import type { QueryMust } from '../../src/lib/household/mustQuery';

const DOCUMENTS = 'projects/demo-roomshare/databases/(default)/documents';
const PUB = 'artifacts/roomshare-uk/public/data';
const DAY_MS = 24 * 60 * 60 * 1000;

const visible: WhereClause = { field: 'status', op: 'in', value: ['active', 'filled'] };
const browseOrder: NonNullable<QuerySpec['orderBy']> = [
  { field: 'status', direction: 'asc' },
  { field: 'lastActivity', direction: 'desc' },
];
const newestProfiles: QuerySpec = { path: 'user_profile', group: true, orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: ADMIN_PAGE_SIZE };

export const BARE = {
  browse: withTotalOrder({ path: `${PUB}/room_listings`, where: [visible], orderBy: [...browseOrder], limit: BROWSE_PAGE_SIZE }),
  browseFiltered: (maxRent: number, roomType: string): QuerySpec =>
    withTotalOrder({
      path: `${PUB}/room_listings`,
      where: [{ field: 'roomType', op: '==', value: roomType }, visible, { field: 'rent', op: '<=', value: maxRent }],
      orderBy: [...browseOrder],
      limit: BROWSE_PAGE_SIZE,
    }),
  /** "Only rooms that meet my musts": the must the query runs, before the status (src/data/repositories/roomListings.ts browseRoomListingsQuery). */
  browseMust: (must: QueryMust): QuerySpec =>
    withTotalOrder({ path: `${PUB}/room_listings`, where: [{ field: must.field, op: 'in', value: must.values }, visible], orderBy: [...browseOrder], limit: BROWSE_PAGE_SIZE }),
  location: (key: string): QuerySpec => ({
    path: `${PUB}/room_listings`,
    where: [{ field: 'locationKeys', op: 'array-contains', value: key }, visible],
    orderBy: [...browseOrder],
    limit: LOCATION_PAGE_SIZE,
  }),
  conversations: (uid: string): QuerySpec => ({
    path: `${PUB}/conversations`,
    where: [{ field: 'participants', op: 'array-contains', value: uid }],
    orderBy: [
      { field: 'lastMessageTimestamp', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: CONVERSATIONS_PAGE_SIZE,
  }),
  messages: (conversationId: string): QuerySpec => ({
    path: `${PUB}/conversations/${conversationId}/messages`,
    orderBy: [
      { field: 'timestamp', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: MESSAGES_PAGE_SIZE,
  }),
  users: newestProfiles,
  /** The overview's four "today" counts (src/data/repositories/admin.ts DASHBOARD_COUNT_SOURCES). */
  todayCounts: (): QuerySpec[] => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const since = (collection: string, field: string): QuerySpec => ({ path: `${PUB}/${collection}`, where: [{ field, op: '>=', value: midnight }] });
    return [since('user_profiles', 'createdAt'), since('room_listings', 'lastActivity'), since('roommate_requests', 'lastActivity'), since('conversations', 'lastMessageTimestamp')];
  },
  /** The first pages of the overview's posts and conversations lists. */
  overviewLists: (): QuerySpec[] => [
    withTotalOrder({ path: `${PUB}/room_listings`, orderBy: [...browseOrder], limit: ADMIN_PAGE_SIZE }),
    { path: `${PUB}/conversations`, orderBy: [{ field: 'lastMessageTimestamp', direction: 'desc' }], limit: ADMIN_PAGE_SIZE },
  ],
  userByEmail: (email: string): QuerySpec => ({ ...newestProfiles, where: [{ field: 'email', op: 'in', value: [email] }], orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }] }),
  lastWeek: (): QuerySpec => ({ ...newestProfiles, where: [{ field: 'createdAt', op: '>=', value: new Date(Date.now() - 7 * DAY_MS) }] }),
  openReports: { path: `${PUB}/reports`, where: [{ field: 'status', op: '==', value: 'open' }], orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: ADMIN_PAGE_SIZE },
  /** One post's risk-signal queries (src/features/admin/review/postSignals.ts): rent comparison, area photos, the owner's listings. */
  screening: (locationKey: string, roomType: string, uid: string): QuerySpec[] => [
    { path: `${PUB}/room_listings`, where: [{ field: 'locationKeys', op: 'array-contains', value: locationKey }, { field: 'roomType', op: '==', value: roomType }, visible], orderBy: [...browseOrder], limit: RENT_COMPARE_SAMPLE },
    { path: `${PUB}/room_listings`, where: [{ field: 'locationKeys', op: 'array-contains', value: locationKey }, visible], orderBy: [...browseOrder], limit: PHOTO_COMPARE_SAMPLE },
    { path: `${PUB}/room_listings`, where: [{ field: 'userId', op: '==', value: uid }], limit: MAX_LISTINGS_PER_USER },
  ],
  pendingListings: {
    path: `${PUB}/room_listings`,
    where: [{ field: 'status', op: '==', value: 'pending' }],
    orderBy: [
      { field: 'createdAt', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    limit: ADMIN_PAGE_SIZE,
  },
} satisfies Record<string, QuerySpec | ((...args: never[]) => QuerySpec | QuerySpec[])>;

/** One POST to the emulator, without fetch's 5-minute header timeout (the emulator's slowest scans at 100,000 users take longer). */
function post({ url, body, asGuest = false }: BareRequest): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(asGuest ? {} : { authorization: 'Bearer owner' }) };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += response.statusCode === 200 ? '' : chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${response.statusCode} ${text.replace(/\s+/g, ' ').slice(0, 120)}`))));
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface BareTime {
  bareMs: number;
  /** Set when the emulator could not answer: what it said, and after how long. */
  failed?: string;
}

interface BareRequest {
  url: string;
  body: string;
  /** Sent without credentials, as a guest's page sends it: the emulator evaluates the rules. */
  asGuest?: boolean;
}

/**
 * Chromium's limit of connections to one host over HTTP/1.1, which the emulator speaks (production
 * Firestore speaks HTTP/2, one connection for all): a screen's requests beyond it wait their turn.
 */
const BROWSER_CONNECTIONS_PER_HOST = 6;

/** Sends `requests` at most BROWSER_CONNECTIONS_PER_HOST at a time, as the browser would. */
async function sendAsBrowser(requests: readonly BareRequest[]): Promise<void> {
  const queue = [...requests];
  const connection = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await post(next);
  };
  await Promise.all(Array.from({ length: Math.min(BROWSER_CONNECTIONS_PER_HOST, queue.length) }, connection));
}

/**
 * The emulator's time for `requests` sent at once, as a screen sends them, until all have answered
 * (the median of 3 after one warm-up; one run when it takes over 5 s).
 */
function timeRequests(requests: readonly BareRequest[]): Promise<BareTime> {
  return timeBare(() => sendAsBrowser(requests));
}

/** The time `send` takes against the emulator, measured as timeRequests says. */
export async function timeBare(send: () => Promise<unknown>): Promise<BareTime> {
  const once = async () => {
    const started = performance.now();
    await send();
    return performance.now() - started;
  };
  const started = performance.now();
  try {
    const first = await once();
    // A query that takes seconds is not warmed up by running it again: its first time is the figure.
    if (first > 5000) return { bareMs: first };
    const times = [await once(), await once(), await once()].sort((a, b) => a - b);
    return { bareMs: times[1]! };
  } catch (cause) {
    const seconds = Math.round((performance.now() - started) / 1000);
    return { bareMs: Number.NaN, failed: `the emulator failed the bare query after ${seconds} s: ${cause instanceof Error ? cause.message : String(cause)}` };
  }
}

const endpoint = (parent: string, method: string) => `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${DOCUMENTS}${parent ? `/${parent}` : ''}:${method}`;

const queryRequest = (spec: QuerySpec): BareRequest => ({
  url: endpoint(queryTarget(spec).parent, 'runQuery'),
  body: JSON.stringify({ structuredQuery: structuredQuery(spec, DOCUMENTS) }),
});

/** A count aggregation, as the admin overview runs (one per figure). */
const countRequest = (spec: QuerySpec): BareRequest => ({
  url: endpoint(queryTarget(spec).parent, 'runAggregationQuery'),
  body: JSON.stringify({ structuredAggregationQuery: { structuredQuery: structuredQuery(spec, DOCUMENTS), aggregations: [{ alias: 'count', count: {} }] } }),
});

export function timeBareQuery(spec: QuerySpec): Promise<BareTime> {
  return timeRequests([queryRequest(spec)]);
}

/** A guest page's query as the page sends it: no credentials, so the emulator evaluates the rules (its own time too). */
export function timeBareGuestQuery(spec: QuerySpec): Promise<BareTime> {
  return timeRequests([{ ...queryRequest(spec), asGuest: true }]);
}

/** The overview's requests at once: its counter documents (one batchGet), its counts and its lists' first pages. */
export function timeBareOverview(counters: readonly string[], counts: readonly QuerySpec[], lists: readonly QuerySpec[]): Promise<BareTime> {
  const batchGet: BareRequest = { url: endpoint('', 'batchGet'), body: JSON.stringify({ documents: counters.map((path) => `${DOCUMENTS}/${path}`) }) };
  return timeRequests([batchGet, ...counts.map(countRequest), ...lists.map(queryRequest)]);
}

/** Several queries sent at once, as a screen sends them: the time until all have answered. */
export function timeBareQueriesAtOnce(specs: readonly QuerySpec[]): Promise<BareTime> {
  return timeRequests(specs.map(queryRequest));
}
