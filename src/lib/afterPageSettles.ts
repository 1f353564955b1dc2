/**
 * How long after `load` the page's extras wait. On data pages `load` fires before the content
 * (the Firestore read, then its images) has arrived; extras that start then compete with it for
 * the network and the main thread on a slow phone.
 */
export const SETTLE_MS = 3000;

/**
 * Runs `task` once the page has loaded, settled and the browser is idle, and is online: for
 * extras that must not compete with the page's own content (web-vitals, the service worker, the
 * install banner), and whose code may still have to download. Returns a function that cancels it.
 */
export function afterPageSettles(task: () => void): () => void {
  let timer = 0;
  let idle = 0;
  const whenOnline = () => {
    if (navigator.onLine) task();
    else window.addEventListener('online', task, { once: true });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(whenOnline, { timeout: SETTLE_MS });
    else timer = window.setTimeout(whenOnline, 0);
  };
  const afterLoad = () => {
    timer = window.setTimeout(whenIdle, SETTLE_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    window.removeEventListener('online', task);
    window.clearTimeout(timer);
    if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
  };
}
