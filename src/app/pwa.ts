import { afterPageSettles } from '@/lib/afterPageSettles';

/** Registers the service worker once the page has settled, so it never competes with the page's content. */
export function registerServiceWorkerLater(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  afterPageSettles(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
