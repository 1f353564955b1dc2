import { afterPageSettles } from '@/lib/afterPageSettles';

/** Registers the service worker once the page has settled, so it never competes with the page's content. */
export function registerServiceWorkerLater(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  afterPageSettles(() => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch((cause: unknown) => console.warn('The service worker is registered on a later visit', cause));
  });
}
