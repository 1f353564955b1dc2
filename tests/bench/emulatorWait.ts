/**
 * How long a screen waited on the local Firebase emulators, measured in the page: the time within
 * the screen's window during which at least one request to the Firestore or Auth emulator was in
 * flight (Resource Timing) or a listener was waiting for its first answer (the data layer's
 * `__roomshareListenerWaits`, a VITE_BENCH build only). The screen's time minus this is the app's
 * own share: loading code, rendering, and anything it did while it waited for nothing.
 *
 * The Listen channel's requests themselves are left out: its long poll stays open while nothing
 * arrives, so it would count idle time as waiting; the listeners' own waits stand for it.
 */
import type { Page } from '@playwright/test';

/** Resource entries are kept past the default 250, so a long session's requests are all there. */
export async function keepRequestTimings(page: Page): Promise<void> {
  await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
}

/** The page's clock now (ms since its navigation started). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

function emulatorPorts(): string[] {
  return [process.env.FIRESTORE_EMULATOR_HOST, process.env.FIREBASE_AUTH_EMULATOR_HOST].flatMap((host) => (host ? [host.split(':').at(-1)!] : []));
}

/** ms within [from, to] (page clock) with a request to the emulators in flight. */
export function emulatorWaitMs(page: Page, from: number, to: number): Promise<number> {
  return page.evaluate(
    ({ from, to, ports }) => {
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => {
          const url = new URL(entry.name);
          return ports.includes(url.port) && !url.pathname.includes('/Listen/channel');
        })
        .map((entry) => [entry.startTime, (entry as PerformanceResourceTiming).responseEnd] as const);
      const listeners = (window as unknown as { __roomshareListenerWaits?: [number, number][] }).__roomshareListenerWaits ?? [];
      const spans = [...requests, ...listeners]
        .map(([start, end]) => [Math.max(from, start), Math.min(to, end)] as const)
        .filter(([start, end]) => end > start)
        .sort((a, b) => a[0] - b[0]);
      let total = 0;
      let coveredTo = from;
      for (const [start, end] of spans) {
        if (end <= coveredTo) continue;
        total += end - Math.max(start, coveredTo);
        coveredTo = end;
      }
      return total;
    },
    { from, to, ports: emulatorPorts() },
  );
}
