/**
 * The REST reader's requests as a browser would send them: a guest's reads must be "simple" CORS
 * requests (no preflight), a signed-in user's reads carry their ID token. App Check is not
 * configured here, so nothing carries its token (app-check.test.ts covers it configured).
 */
import { Metadata } from '@grpc/grpc-js';
import { NO_ROOM_FILTERS } from '@/lib/filters/roomFilters';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browseRoomListingsQuery, createProfiles, createRoomListing, fetchRoomListingsPage, getPrivateProfile, getRoomListing, signOutUser } from '@/data';
import { countQuery } from '@/data/transport/oneShot';
import { roomInput } from './fixtures';
import { clearFirestore, documentsPath, signInAs, signUpFresh } from './support';

const SAFELISTED_HEADERS = new Set(['accept', 'accept-language', 'content-language', 'content-type']);
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

// One spy for the whole file, set before Auth loads: the Auth SDK keeps the `fetch` it found when loaded.
const fetchSpy = vi.spyOn(globalThis, 'fetch');

beforeEach(async () => {
  await clearFirestore();
  fetchSpy.mockClear();
});
afterAll(() => fetchSpy.mockRestore());

/** The Firestore REST requests made since the spy started, as the Request objects fetch would build. */
function firestoreRequests(): Request[] {
  return fetchSpy.mock.calls
    .filter(([input]) => String(input).includes(documentsPath()))
    .map(([input, init]) => new Request(input, init));
}

function isSimpleCorsRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'POST') return false;
  let simple = true;
  request.headers.forEach((value, name) => {
    if (!SAFELISTED_HEADERS.has(name)) simple = false;
    if (name === 'content-type' && !SIMPLE_CONTENT_TYPES.includes(value.split(';')[0]?.trim().toLowerCase() ?? '')) simple = false;
  });
  return simple;
}

async function listingByNewOwner() {
  const owner = await signUpFresh('Owner');
  await createProfiles({ uid: owner.uid, name: 'Owner', email: owner.email, phoneNumber: '07700 900010' });
  const id = await createRoomListing(roomInput(), { uid: owner.uid, name: 'Owner', phoneNumber: '07700 900010' });
  return { owner, id };
}

describe('REST reader requests', () => {
  it("sends a guest's document read, query and count as simple CORS requests", async () => {
    const { id } = await listingByNewOwner();
    await signOutUser();
    fetchSpy.mockClear();

    expect(await getRoomListing(id)).toMatchObject({ id });
    expect((await fetchRoomListingsPage(NO_ROOM_FILTERS)).items.map((listing) => listing.id)).toEqual([id]);
    expect(await countQuery(browseRoomListingsQuery())).toBe(1);

    const [get, query, count, ...rest] = firestoreRequests();
    expect(rest).toEqual([]);
    for (const [request, method] of [
      [get, ':batchGet?key='],
      [query, ':runQuery?key='],
      [count, ':runAggregationQuery?key='],
    ] as const) {
      expect(request?.method).toBe('POST');
      expect(request?.url).toContain(method);
      expect(request?.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
      expect(JSON.parse((await request?.text()) ?? '')).toBeTypeOf('object');
    }
    for (const request of [get, query, count]) {
      expect(request && isSimpleCorsRequest(request), `${request?.method} ${request?.url} needs no preflight`).toBe(true);
      expect(request?.headers.has('authorization')).toBe(false);
      expect(request?.headers.has('x-firebase-appcheck')).toBe(false);
    }
  });

  it("sends the signed-in user's ID token, which the rules then see", async () => {
    const { owner } = await listingByNewOwner();
    await signOutUser();
    await expect(getPrivateProfile(owner.uid)).rejects.toMatchObject({ code: 'permission-denied' });

    await signInAs(owner.email, owner.password);
    fetchSpy.mockClear();
    expect(await getPrivateProfile(owner.uid)).toMatchObject({ email: owner.email });
    const [request] = firestoreRequests();
    expect(request?.headers.get('authorization')).toMatch(/^Bearer \S+$/);
  });

  it('sends no App Check token from the SDKs either (Auth, Firestore writes) when App Check is not configured', async () => {
    const metadataSpy = vi.spyOn(Metadata.prototype, 'set');
    try {
      await listingByNewOwner();
      const keys = metadataSpy.mock.calls.map(([key]) => key.toLowerCase());
      expect(keys).toContain('x-goog-api-client'); // the spy does see the SDK's gRPC metadata
      expect(keys).not.toContain('x-firebase-appcheck');
    } finally {
      metadataSpy.mockRestore();
    }
    const sent = fetchSpy.mock.calls.map(([input, init]) => new Request(input, init));
    expect(sent.some((request) => request.url.includes('identitytoolkit.googleapis.com'))).toBe(true);
    for (const request of sent) expect(request.headers.has('x-firebase-appcheck'), request.url).toBe(false);
  });
});
