/**
 * What runs inside the page: a PerformanceObserver on `event` entries (durationThreshold 16, the
 * lowest the browser allows, as web-vitals' onINP uses) and one on long tasks, installed before
 * the app's own scripts; and the waits the run needs (main thread quiet, entries delivered).
 */
import type { Page } from '@playwright/test';
import { SETTLE_MS } from '../../src/lib/afterPageSettles';
import type { EventTiming } from './inp';

interface Probe {
  events: EventTiming[];
  lastLongTaskEnd: number;
  flush: () => void;
}

type ProbeWindow = Window & { __interactionProbe?: Probe };

/** Event Timing fields the DOM typings do not have yet. */
type EventEntry = PerformanceEntry & { interactionId?: number; processingStart: number; processingEnd: number; target: Node | null };

/** Installed with `context.addInitScript`: serialised into the page, so it uses nothing from outside. */
export function installProbe(): void {
  const probe: Probe = { events: [], lastLongTaskEnd: 0, flush: () => undefined };
  (window as ProbeWindow).__interactionProbe = probe;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
    const label = node.getAttribute('aria-label') ?? node.getAttribute('placeholder') ?? node.textContent ?? '';
    return `${node.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const keep = (list: PerformanceEntryList) => {
    for (const entry of list as EventEntry[]) {
      if (!entry.interactionId) continue;
      probe.events.push({
        interactionId: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: describe(entry.target),
      });
    }
  };
  const events = new PerformanceObserver((list) => keep(list.getEntries()));
  events.observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  probe.flush = () => keep(events.takeRecords());
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lastLongTaskEnd = Math.max(probe.lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Waits until the main thread has had no long task for `quietMs` (Lighthouse's CPU-idle idea), so
 * a run starts from a settled screen and its entries have been delivered. Gives up after `maxMs`.
 */
export async function waitForQuietMainThread(page: Page, quietMs = 1000, maxMs = 8_000): Promise<void> {
  await page
    .waitForFunction((quiet) => performance.now() - ((window as ProbeWindow).__interactionProbe?.lastLongTaskEnd ?? 0) > quiet, quietMs, { polling: 100, timeout: maxMs })
    .catch(() => undefined);
}

/**
 * Waits until the page's deferred extras (web-vitals, the service worker, late reads: they start
 * SETTLE_MS after `load`, src/lib/afterPageSettles.ts) have started and the main thread is quiet
 * again: the interactions are measured on a settled screen, the load itself is Lighthouse's part.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { polling: 100 });
  const sinceLoad = await page.evaluate(() => performance.now() - ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0));
  await page.waitForTimeout(Math.max(0, SETTLE_MS + 500 - sinceLoad));
  await waitForQuietMainThread(page);
}

/** Two frames after the effect showed, the interaction's entries are queued: takes and clears them. */
export async function takeEventTimings(page: Page): Promise<EventTiming[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const probe = (window as ProbeWindow).__interactionProbe;
    if (!probe) throw new Error('The interaction probe is not installed');
    probe.flush();
    return probe.events.splice(0);
  });
}
