/** When the inline scripts (./afterPaintLoader.ts, ./earlyReadRunner.ts) act: after the first contentful paint. */

/** The longest the scripts wait for an early page-top preview to paint with its photo. */
export const EARLY_PAINT_WAIT_MS = 1500;

/** After this long the scripts load even if no paint was reported (a tab opened in the background paints nothing). */
export const FIRST_PAINT_WAIT_MS = 3000;

/** Runs `then` once, in the task after the browser reports the first contentful paint (at most FIRST_PAINT_WAIT_MS). */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = (): void => {
    if (!done) {
      done = true;
      then();
    }
  };
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (!Observer || (Observer.supportedEntryTypes ?? []).indexOf('paint') < 0) {
    // Without paint timing: the task after the first frame.
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  setTimeout(once, FIRST_PAINT_WAIT_MS);
  const observer = new Observer((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}
