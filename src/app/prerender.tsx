/**
 * Build-time prerendering (vite-prerender-plugin): every static route is rendered to HTML with
 * its title, description, canonical, social tags and JSON-LD, so crawlers and the first paint
 * need no JavaScript. The browser then hydrates it (main.tsx). This module only runs at build
 * time; its chunk is kept out of the service-worker precache.
 */
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { APP_SHELL, STATIC_ROUTES } from '@/config/paths';
import { Providers } from './Providers';
import { routes } from './router';
import { liftHeadTags } from './prerender/headTags';

/** Resolves once the router has loaded the route's lazy modules (and any loaders). */
function settled(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    const check = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (check()) return resolve();
    const stop = router.subscribe(() => {
      if (!check()) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders with the same data router the browser uses (in memory) rather than react-router's
 * static handler: the router code is one module shared with the client bundle, so anything the
 * prerender uses from it would also be downloaded by every visitor (the static handler is ≈6 KB gzip).
 * The app shell is rendered before its route has loaded: the layout with the loading state the
 * browser shows (main.tsx) until a page's code has arrived.
 */
async function renderRoute(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  if (url !== APP_SHELL) await settled(router);
  if (router.state.errors) throw new Error(`Prerendering ${url} failed: ${JSON.stringify(router.state.errors)}`);
  const { prerender: renderStatic } = await import('react-dom/static.edge');
  const { prelude } = await renderStatic(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  router.dispose();
  return new Response(prelude).text();
}

export async function prerender({ url }: { url: string }) {
  const { html, head } = liftHeadTags(await renderRoute(url));
  // The shell serves many URLs: no title or page data of its own (main.tsx then renders, not hydrates).
  if (url === APP_SHELL) return { html, head: { lang: 'en-GB', elements: new Set(head.elements) }, links: new Set<string>() };
  return {
    html,
    head: { lang: 'en-GB', title: head.title, elements: new Set(head.elements) },
    data: { url },
    links: url === '/' ? new Set([...STATIC_ROUTES, APP_SHELL]) : new Set<string>(),
  };
}
