import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type HydrationState } from 'react-router-dom';
import '@/index.css';
import { Providers } from './Providers';
import { routes } from './router';
import { captureInstallPromptEarly } from '@/features/pwa/earlyInstallPrompt';
import { registerServiceWorkerLater } from './pwa';
import { reportWebVitalsLater } from './webVitals';

/** The URL the HTML was prerendered for (vite-prerender-plugin writes it), if any. */
function prerenderedUrl(): string | null {
  try {
    const data: unknown = JSON.parse(document.getElementById('prerender-data')?.textContent ?? 'null');
    return data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : null;
  } catch {
    return null;
  }
}

/** Loads the lazy route modules of the current URL first, so hydration renders what the server did. */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The loader data of the prerendered page's routes, so the router starts initialized and hydration
 * renders what the prerender did. Loaders only start their reads and return the promises at once.
 */
function loaderDataForHydration(): HydrationState {
  const url = new URL(window.location.href);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matchRoutes(routes, window.location) ?? []) {
    if (route.id && typeof route.loader === 'function') {
      loaderData[route.id] = route.loader({ params, request: new Request(url), url, pattern: route.path ?? '', context: undefined });
    }
  }
  return { loaderData };
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const hydrate = prerenderedUrl() === path;
  // Started before the lazy modules load, so a page's Firestore read overlaps their download.
  const hydrationData = hydrate ? loaderDataForHydration() : undefined;
  if (hydrate) await resolveLazyRoutes();
  // React inserts its own head tags; drop the prerendered copies so nothing is duplicated.
  document.querySelectorAll('head [data-prerender]').forEach((node) => node.remove());
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // At transition priority React splits hydration (or the first render) into short tasks that
  // yield to the browser, instead of one long task that blocks input on a slow phone.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    // The app shell's prerendered layout and loading state stay until React's first render
    // replaces them with the same markup (routes' HydrateFallback), so nothing flashes or shifts.
    else createRoot(container).render(app);
  });
}

captureInstallPromptEarly();
void start();
reportWebVitalsLater();
registerServiceWorkerLater();
