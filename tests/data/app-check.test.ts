/**
 * With App Check configured, every request the app makes carries its token: the REST reader's
 * (`X-Firebase-AppCheck`), Auth's and Storage's (their SDKs' fetch) and Firestore's (the SDK's gRPC
 * metadata in Node, the same header in a browser). The real App Check SDK runs; only its attestation
 * provider is a CustomProvider with a fixed token, because reCAPTCHA Enterprise and the debug
 * provider both need Google's backend, which this offline machine cannot reach. rest-requests.test.ts
 * proves the opposite: without App Check, no token and no preflight.
 */
import { Metadata } from '@grpc/grpc-js';
import type * as AppCheckSdk from 'firebase/app-check';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createProfiles, getPrivateProfile, getRoomListing, signOutUser, uploadListingImage } from '@/data';
import type * as EnvModule from '@/config/env';
import { clearFirestore, documentsPath, signInAs, signUpFresh } from './support';

const TOKEN = 'test-app-check-token';

vi.mock('@/config/env', async (importOriginal) => {
  const { env } = await importOriginal<typeof EnvModule>();
  return { env: { ...env, appCheck: { siteKey: '', debug: true, debugToken: '' } } };
});
vi.mock('@/data/transport/appCheckProvider', () => ({
  appCheckOptions: (sdk: typeof AppCheckSdk) => ({
    provider: new sdk.CustomProvider({ getToken: () => Promise.resolve({ token: TOKEN, expireTimeMillis: Date.now() + 60 * 60 * 1000 }) }),
    isTokenAutoRefreshEnabled: false,
  }),
}));

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

// One spy for the whole file, set before Auth loads: the Auth SDK keeps the `fetch` it found when loaded.
const fetchSpy = vi.spyOn(globalThis, 'fetch');
let metadataSpy: MockInstance<Metadata['set']>;

beforeEach(async () => {
  await clearFirestore();
  fetchSpy.mockClear();
  metadataSpy = vi.spyOn(Metadata.prototype, 'set');
});
afterEach(() => metadataSpy.mockRestore());
afterAll(() => fetchSpy.mockRestore());

/** The requests made through fetch since the spies started whose URL contains `part`. */
function requestsTo(part: string): Request[] {
  return fetchSpy.mock.calls.filter(([input]) => String(input).includes(part)).map(([input, init]) => new Request(input, init));
}

describe('App Check configured', () => {
  it("puts the token on a guest's REST reads (which then need a CORS preflight)", async () => {
    await signOutUser();
    fetchSpy.mockClear();
    expect(await getRoomListing('no-such-room')).toBeNull();
    const [read, ...rest] = requestsTo(documentsPath());
    expect(rest).toEqual([]);
    expect(read?.headers.get('x-firebase-appcheck')).toBe(TOKEN);
    expect(read?.headers.has('authorization')).toBe(false);
  });

  it('sends it beside the ID token on Auth, the SDK Firestore writes, signed-in REST reads and Storage uploads', async () => {
    // No phone linking: that is the emulator's admin API (the test's own request, without App Check).
    const user = await signUpFresh('Checked', { phoneVerified: false });
    const authRequests = requestsTo('identitytoolkit.googleapis.com');
    expect(authRequests.length).toBeGreaterThan(0);
    for (const request of authRequests) expect(request.headers.get('x-firebase-appcheck'), request.url).toBe(TOKEN);

    await createProfiles({ uid: user.uid, name: 'Checked', email: user.email, phoneNumber: '07700 900011' });
    expect(metadataSpy.mock.calls).toContainEqual(['x-firebase-appcheck', TOKEN]);

    await signInAs(user.email, user.password);
    fetchSpy.mockClear();
    expect(await getPrivateProfile(user.uid)).toMatchObject({ email: user.email });
    const [read] = requestsTo(documentsPath());
    expect(read?.headers.get('x-firebase-appcheck')).toBe(TOKEN);
    expect(read?.headers.get('authorization')).toMatch(/^Bearer \S+$/);

    fetchSpy.mockClear();
    await uploadListingImage(user.uid, new Blob([PNG], { type: 'image/png' }), () => undefined);
    const uploads = requestsTo('/v0/b/');
    expect(uploads.length).toBeGreaterThan(0);
    for (const request of uploads) expect(request.headers.get('x-firebase-appcheck'), request.url).toBe(TOKEN);
  });
});
