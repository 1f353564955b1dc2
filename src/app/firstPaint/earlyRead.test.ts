// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileInlineScript, INLINE_ENTRIES } from '../../../scripts/build/inline-scripts';
import { EARLY_READ_PLAN_ATTRIBUTE, type EarlyReadPlan } from './earlyRead';
import { takeEarlyAnswer } from '@/data/transport/earlyAnswers';
import { setSessionHint } from '@/lib/sessionHint';

const ROOM_PREFIX = 'projects/p/databases/(default)/documents/artifacts/a/public/data/room_listings/';
const plan: EarlyReadPlan = {
  fixed: [],
  batchGetUrl: 'https://firestore.example/v1/documents:batchGet',
  documents: [{ pattern: '^/room/.*-id-([A-Za-z0-9_-]+)$', documentPrefix: ROOM_PREFIX, photo: ['fields', 'images', 'arrayValue', 'values', 0, 'stringValue'] }],
};
const roomAnswer = [{ found: { name: `${ROOM_PREFIX}r1`, fields: { images: { arrayValue: { values: [{ stringValue: 'https://img.example/1.jpg' }] } } } } }];

let code = '';
beforeAll(async () => {
  code = await compileInlineScript(INLINE_ENTRIES.earlyRead);
});

/** Runs the compiled inline script as the HTML would: its element carries the plan, its text runs with nothing of this module in scope. */
function runInline(plan: EarlyReadPlan): void {
  const script = document.createElement('script');
  script.setAttribute(EARLY_READ_PLAN_ATTRIBUTE, JSON.stringify(plan));
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(code)();
}

afterEach(() => {
  delete window.__earlyReads;
  delete window.__earlyPaint;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('early reads', () => {
  it('reads the post named by the URL, hands the answer to the app once, and preloads its photo', async () => {
    window.history.replaceState(null, '', '/room/a-double-room-id-r1');
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(roomAnswer), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    runInline(plan);
    const body = JSON.stringify({ documents: [`${ROOM_PREFIX}r1`] });
    expect(fetchMock).toHaveBeenCalledWith(plan.batchGetUrl, { method: 'POST', body });
    await expect(takeEarlyAnswer(plan.batchGetUrl, body)).resolves.toEqual({ status: 200, body: roomAnswer });
    expect(takeEarlyAnswer(plan.batchGetUrl, body)).toBeUndefined();
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('https://img.example/1.jpg');
  });

  it('fills the page-top preview from the answer, from the inline script alone', async () => {
    document.body.innerHTML = '<main id="main"><p role="status">Loading...</p><template data-post-preview="room"><h1 data-fill="title"></h1></template></main>';
    window.history.replaceState(null, '', '/room/a-double-room-id-r1');
    const answer = [{ found: { name: `${ROOM_PREFIX}r1`, fields: { title: { stringValue: 'Double room' }, status: { stringValue: 'active' } } } }];
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))));
    runInline({ ...plan, documents: plan.documents.map((route) => ({ ...route, preview: 'room' as const })) });
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Double room'));
    expect(document.querySelector('[role="status"]')).toBeNull();
    // The app's scripts wait for this (scripts-after-paint): it settles once the top has painted.
    await expect(window.__earlyPaint).resolves.toBeDefined();
    document.body.innerHTML = '';
  });

  it('sets no paint to wait for on pages without a preview, and settles it when the read fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    window.history.replaceState(null, '', '/room/a-double-room-id-r1');
    runInline(plan);
    expect(window.__earlyPaint).toBeUndefined();
    runInline({ ...plan, documents: plan.documents.map((route) => ({ ...route, preview: 'room' as const })) });
    await expect(window.__earlyPaint).resolves.toBeDefined();
  });

  it("preloads the photo of a card list's first card: a premium owner's room comes first", async () => {
    const photoOf = (url: string, premium: boolean) => ({ document: { name: `${ROOM_PREFIX}${url}`, fields: { ownerPremium: { booleanValue: premium }, images: { arrayValue: { values: [{ stringValue: `https://img.example/${url}.jpg` }] } } } } });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify([photoOf('newest', false), photoOf('premium', true)]), { status: 200 }))));
    const cards: EarlyReadPlan = { fixed: [{ url: 'https://firestore.example/q', body: '{}', photo: ['fields', 'images', 'arrayValue', 'values', 0, 'stringValue'], preview: 'room-cards' }], batchGetUrl: '', documents: [] };
    runInline(cards);
    await takeEarlyAnswer('https://firestore.example/q', '{}');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('https://img.example/premium.jpg');
  });

  it("sends the home page's latest rooms only to a likely guest, on a URL with no query but a tab", () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const latest = { fixed: [{ url: 'https://firestore.example/q', body: '{}', guestsOnly: true, onlyWithParams: ['tab'] }], batchGetUrl: '', documents: [] };
    // A filter or a place reads other rooms.
    for (const url of ['/?maxRent=900', '/?tab=browse-rooms&place=ucl']) {
      window.history.replaceState(null, '', url);
      runInline(latest);
    }
    // A returning signed-in visitor's home is their dashboard: no guest cards to flash first.
    setSessionHint(true);
    for (const url of ['/', '/?tab=my-listings']) {
      window.history.replaceState(null, '', url);
      runInline(latest);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    setSessionHint(false);
    // A guest's home page shows the latest rooms whatever tab a shared link names.
    for (const url of ['/', '/?tab=browse-roommates']) {
      window.history.replaceState(null, '', url);
      runInline(latest);
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('https://firestore.example/q', { method: 'POST', body: '{}' });
  });

  it('starts nothing on other URLs, and a failed request is an answer of null (the app then reads itself)', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/roommate/x-id-u1');
    runInline(plan);
    expect(fetchMock).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/room/x-id-r2');
    runInline(plan);
    await expect(takeEarlyAnswer(plan.batchGetUrl, JSON.stringify({ documents: [`${ROOM_PREFIX}r2`] }))).resolves.toBeNull();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('sends a request marked afterFirstPaint once the first contentful paint is reported, and the app still finds it', async () => {
    vi.useFakeTimers();
    let report: (list: { getEntriesByName: (name: string) => unknown[] }) => void = () => undefined;
    const observer = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    };
    vi.stubGlobal('PerformanceObserver', Object.assign(observer, { supportedEntryTypes: ['paint'] }));
    const fetchMock = vi.fn(() => Promise.resolve(new Response('[]', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    runInline({ fixed: [{ url: 'https://firestore.example/q', body: '{}', afterFirstPaint: true }], batchGetUrl: '', documents: [] });
    const answer = takeEarlyAnswer('https://firestore.example/q', '{}');
    expect(answer).toBeDefined();
    vi.advanceTimersByTime(100);
    expect(fetchMock).not.toHaveBeenCalled();
    report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    vi.advanceTimersByTime(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await expect(answer).resolves.toEqual({ status: 200, body: [] });
  });

  it('starts fixed requests, and its compiled code cannot close its script tag', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    expect(code).not.toContain('</script');
    runInline({ fixed: [{ url: 'https://firestore.example/q', body: '{"a":"</script>"}' }], batchGetUrl: '', documents: [] });
    expect(fetchMock).toHaveBeenCalledWith('https://firestore.example/q', { method: 'POST', body: '{"a":"</script>"}' });
  });
});
