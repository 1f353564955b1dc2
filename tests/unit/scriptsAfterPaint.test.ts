// @vitest-environment happy-dom
// The scripts the loader adds are not fetched: treat that as loaded, not as an error to log.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_PAINT_WAIT_MS, FIRST_PAINT_WAIT_MS } from '../../src/app/firstPaint/afterPaintTiming';
import { compileInlineScript, INLINE_ENTRIES } from '../../scripts/build/inline-scripts';
import { afterPaintLoader, takeEntryScripts } from '../../scripts/build/scripts-after-paint';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

let code = '';
beforeAll(async () => {
  code = await compileInlineScript(INLINE_ENTRIES.afterPaint);
});

/** Runs the loader as the page would: its script element, then its inline code. */
function runLoader(byPath: readonly [string, string][] = []): void {
  document.body.innerHTML = afterPaintLoader(code, '/assets/index.js', ['/assets/vendor.js'], byPath);
  const script = document.body.querySelector('script');
  if (!script) throw new Error('no loader');
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(script.textContent ?? '')();
}

const added = () => Array.from(document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).map((element) => element.getAttribute('src') ?? element.getAttribute('href'));

afterEach(() => {
  document.head.querySelectorAll('script, link').forEach((element) => element.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the scripts-after-paint loader', () => {
  it('adds the preloads and the entry once the first contentful paint is reported, not before', () => {
    vi.useFakeTimers();
    let report: PaintCallback = () => undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: PaintCallback) {
            report = callback;
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
    runLoader();
    vi.advanceTimersByTime(100);
    report({ getEntriesByName: () => [] });
    vi.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(['/assets/vendor.js', '/assets/index.js']);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(added()).toHaveLength(2);
  });

  it('loads them anyway when no paint is reported in time (a tab opened in the background)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', Object.assign(class { observe() {} disconnect() {} }, { supportedEntryTypes: ['paint'] }));
    runLoader();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(['/assets/vendor.js', '/assets/index.js']);
  });

  it('falls back to the task after the first frame without paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runLoader();
    await vi.waitFor(() => expect(added()).toEqual(['/assets/vendor.js', '/assets/index.js']));
  });

  it("adds the preloads of the page's path only, before the entry", async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    window.history.replaceState(null, '', '/room/a-double-room-id-r1');
    runLoader([
      ['^/room/', '/assets/RoomDetailPage.js /assets/gallery.js'],
      ['^/roommate/', '/assets/RoommateDetailPage.js'],
    ]);
    await vi.waitFor(() => expect(added()).toEqual(['/assets/vendor.js', '/assets/RoomDetailPage.js', '/assets/gallery.js', '/assets/index.js']));
    window.history.replaceState(null, '', '/');
  });

  it('waits for an early page-top preview to paint, at most EARLY_PAINT_WAIT_MS', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', Object.assign(class { observe() {} disconnect() {} }, { supportedEntryTypes: ['paint'] }));
    window.__earlyPaint = new Promise(() => undefined);
    try {
      runLoader();
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS + EARLY_PAINT_WAIT_MS - 1);
      expect(added()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added()).toEqual(['/assets/vendor.js', '/assets/index.js']);
    } finally {
      delete window.__earlyPaint;
    }
  });
});

describe('takeEntryScripts', () => {
  const page = [
    '<!doctype html><html><head>',
    '<script type="application/ld+json">{"a":"<link rel=\\"modulepreload\\" href=\\"/x.js\\">"}</script>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '  <link rel="modulepreload" crossorigin href="/assets/react-vendor-2.js">',
    '  <link rel="modulepreload" crossorigin href="/assets/app-shell-3.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-4.css">',
    '</head><body><template data-post-preview="room"><img src="/a.jpg"></template></body></html>',
  ].join('\n');

  it('finds the entry and the preloads as elements, not text inside other elements', () => {
    const { entry, preloads } = takeEntryScripts(page);
    expect(entry).toBe('/assets/index-1.js');
    expect(preloads).toEqual(['/assets/react-vendor-2.js', '/assets/app-shell-3.js']);
  });

  it('cuts exactly those elements and the whitespace after them, leaving the rest as it was', () => {
    expect(takeEntryScripts(page).html).toBe(
      [
        '<!doctype html><html><head>',
        '<script type="application/ld+json">{"a":"<link rel=\\"modulepreload\\" href=\\"/x.js\\">"}</script>',
        '<link rel="stylesheet" crossorigin href="/assets/index-4.css">',
        '</head><body><template data-post-preview="room"><img src="/a.jpg"></template></body></html>',
      ].join('\n'),
    );
  });

  it('says there is no entry on a page without one', () => {
    expect(takeEntryScripts('<html><head></head><body></body></html>')).toEqual({ html: '<html><head></head><body></body></html>', entry: undefined, preloads: [] });
  });
});
