import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaintLoader, FIRST_PAINT_WAIT_MS } from '../../scripts/build/scripts-after-paint';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** Runs the loader as the page would: its script element, then its inline code. */
function runLoader(): void {
  document.body.innerHTML = afterPaintLoader('/assets/index.js', ['/assets/vendor.js'], []);
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
});
