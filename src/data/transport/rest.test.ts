import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENTS_ROOT, errorFrom, fetchDocuments, FirestoreRestError, postRequest, restUrl } from './rest';

const { started, appCheckHeaders } = vi.hoisted(() => ({
  started: vi.fn<() => Promise<unknown> | null>(),
  appCheckHeaders: vi.fn<() => Promise<Record<string, string>>>(),
}));
vi.mock('./firebase', () => ({ auth: { started }, appCheckHeaders }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  started.mockReturnValue(null);
  appCheckHeaders.mockResolvedValue({}); // App Check not configured
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('restUrl', () => {
  it('addresses a document, a parent with a method, and the root, with the API key as a query parameter', () => {
    expect(restUrl('rooms/a b')).toMatch(/\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents\/rooms\/a%20b\?key=[^&]+&prettyPrint=false$/);
    expect(restUrl('artifacts/app', 'runQuery')).toMatch(/\/documents\/artifacts\/app:runQuery\?key=/);
    expect(restUrl('', 'runQuery')).toMatch(/\/documents:runQuery\?key=/);
  });

  it('asks for compact JSON', () => {
    expect(new URL(restUrl('rooms/a', 'runQuery')).searchParams.get('prettyPrint')).toBe('false');
  });
});

describe('errorFrom', () => {
  it("takes the code from the gRPC status and keeps the server's message", () => {
    const message = 'The query requires an index. You can create it here: https://console.firebase.google.com/v1/r/project/p/firestore/indexes?create_composite=abc';
    const error = errorFrom(400, { error: { code: 400, message, status: 'FAILED_PRECONDITION' } });
    expect(error).toBeInstanceOf(FirestoreRestError);
    expect(error).toMatchObject({ code: 'failed-precondition', message });
    expect(errorFrom(403, [{ error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' } }])).toMatchObject({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
    expect(errorFrom(429, { error: { status: 'RESOURCE_EXHAUSTED' } }).code).toBe('resource-exhausted');
  });

  it('falls back to the HTTP status when the body says nothing', () => {
    expect(errorFrom(403, null).code).toBe('permission-denied');
    expect(errorFrom(503, 'Service Unavailable').code).toBe('unavailable');
    expect(errorFrom(502, null).code).toBe('internal');
    expect(errorFrom(418, {}).code).toBe('unknown');
  });
});

describe('requests', () => {
  it('reads a document with a batchGet posted as a plain string as a guest', async () => {
    const name = `${DOCUMENTS_ROOT}/rooms/r1`;
    fetchMock.mockResolvedValue(json(200, [{ found: { name, fields: {} }, readTime: '2026-05-01T00:00:00Z' }]));
    expect(await fetchDocuments(['rooms/r1'])).toEqual([{ name, fields: {} }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/\/documents:batchGet\?key=/);
    expect(init).toEqual({ method: 'POST', body: expect.any(String) });
    expect(JSON.parse(String(init?.body))).toEqual({ documents: [expect.stringMatching(/^projects\/[^/]+\/databases\/\(default\)\/documents\/rooms\/r1$/)] });
  });

  it('reads several documents in one batchGet, in the order asked whatever the answer\'s order', async () => {
    const r1 = { name: `${DOCUMENTS_ROOT}/rooms/r1`, fields: {} };
    const r3 = { name: `${DOCUMENTS_ROOT}/rooms/r3`, fields: {} };
    fetchMock.mockResolvedValue(json(200, [{ found: r3 }, { missing: `${DOCUMENTS_ROOT}/rooms/r2` }, { found: r1 }]));
    expect(await fetchDocuments(['rooms/r1', 'rooms/r2', 'rooms/r3'])).toEqual([r1, null, r3]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await fetchDocuments([])).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads a missing document as null but a refused one as an error', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ missing: 'projects/p/databases/(default)/documents/rooms/none', readTime: '2026-05-01T00:00:00Z' }]));
    expect(await fetchDocuments(['rooms/none'])).toEqual([null]);
    fetchMock.mockResolvedValueOnce(json(403, [{ error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' } }]));
    await expect(fetchDocuments(['rooms/secret'])).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('posts a query as a plain string body without headers as a guest', async () => {
    fetchMock.mockResolvedValue(json(200, [{ readTime: '2026-05-01T00:00:00Z' }]));
    const request = { structuredQuery: { from: [{ collectionId: 'rooms', allDescendants: false }] } };
    expect(await postRequest('', 'runQuery', request)).toEqual([{ readTime: '2026-05-01T00:00:00Z' }]);
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/documents:runQuery\?key=/), { method: 'POST', body: JSON.stringify(request) });
  });

  it('throws an error entry of a streamed answer', async () => {
    fetchMock.mockResolvedValue(json(200, [{ error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' } }]));
    await expect(postRequest('', 'runQuery', {})).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reports a network failure as unavailable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchDocuments(['rooms/r1'])).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('Failed to fetch') });
  });

  it("sends the signed-in user's ID token once Auth has settled", async () => {
    const authStateReady = vi.fn(() => Promise.resolve());
    started.mockReturnValue(Promise.resolve({ authStateReady, currentUser: { getIdToken: () => Promise.resolve('token-1') } }));
    fetchMock.mockResolvedValue(json(200, []));
    await postRequest('', 'runQuery', {});
    expect(authStateReady).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ headers: { Authorization: 'Bearer token-1' } }));
  });

  it('adds the App Check token, beside the ID token when someone is signed in', async () => {
    appCheckHeaders.mockResolvedValue({ 'X-Firebase-AppCheck': 'app-check-1' });
    fetchMock.mockResolvedValue(json(200, []));
    await postRequest('', 'runQuery', {});
    expect(fetchMock).toHaveBeenLastCalledWith(expect.any(String), expect.objectContaining({ headers: { 'X-Firebase-AppCheck': 'app-check-1' } }));

    started.mockReturnValue(Promise.resolve({ authStateReady: () => Promise.resolve(), currentUser: { getIdToken: () => Promise.resolve('token-1') } }));
    await postRequest('', 'runQuery', {});
    expect(fetchMock).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({ headers: { Authorization: 'Bearer token-1', 'X-Firebase-AppCheck': 'app-check-1' } }),
    );
  });

  it('sends no token when Auth is loaded but nobody is signed in', async () => {
    started.mockReturnValue(Promise.resolve({ authStateReady: () => Promise.resolve(), currentUser: null }));
    fetchMock.mockResolvedValue(json(200, [{ missing: 'projects/p/databases/(default)/documents/rooms/r1' }]));
    await fetchDocuments(['rooms/r1']);
    expect(fetchMock).toHaveBeenCalledWith(expect.any(String), { method: 'POST', body: expect.any(String) });
  });
});
