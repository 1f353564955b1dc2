/**
 * Build-time prerendering (vite-prerender-plugin): every static route is rendered to HTML with
 * its title, description, canonical, social tags and JSON-LD, so crawlers and the first paint
 * need no JavaScript. The browser then hydrates it (main.tsx). This module only runs at build
 * time; its chunk is kept out of the service-worker precache.
 */
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { STATIC_ROUTES } from '@/config/paths';
import { Providers } from './Providers';
import { routes } from './router';
import { liftHeadTags } from './prerender/headTags';

/** Prerendered routes; `APP_SHELL` is the empty shell served for every other URL. */
export const APP_SHELL = '/app-shell';

async function renderRoute(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // react-dom/static waits for every Suspense boundary and emits the finished HTML (no
  // fallbacks swapped in by inline scripts, which would shift the layout on first paint).
  const { prerender: renderStatic } = await import('react-dom/static.edge');
  const { prelude } = await renderStatic(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} />
      </Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

export async function prerender({ url }: { url: string }) {
  if (url === APP_SHELL) return { html: '', links: new Set<string>() };
  const rendered = await renderRoute(url);
  const { html, head } = liftHeadTags(rendered);
  return {
    html,
    head: { lang: 'en-GB', title: head.title, elements: new Set(head.elements) },
    data: { url },
    links: url === '/' ? new Set([...STATIC_ROUTES, APP_SHELL]) : new Set<string>(),
  };
}
