/**
 * Build-time prerendering (vite-prerender-plugin): every static route is rendered to HTML with
 * its title, description, canonical, social tags and JSON-LD, so crawlers and the first paint
 * need no JavaScript. The browser then hydrates it (main.tsx). This module only runs at build
 * time; its chunk is kept out of the service-worker precache.
 */
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { APP_SHELL, STATIC_ROUTES } from '@/config/paths';
import { Providers } from './Providers';
import { AppRoutes, preparePage } from './router';
import { liftHeadTags } from './prerender/headTags';
import { AppShellPage, firstPaintHead, isPlaceholderPreload } from './firstPaint';

/**
 * Renders with the router the browser uses, in memory. React's static prerender waits for every
 * lazy page to load. The app shell renders the layout with the loading state the browser shows
 * (main.tsx) until a page's code has arrived. A page that throws fails the build: the server
 * renderer has no error boundaries, and a broken page must not be published.
 */
async function renderRoute(url: string): Promise<string> {
  // With the page's code loaded first, nothing suspends: the HTML carries the page itself, not a
  // Suspense fallback plus a hidden copy that React's inline script reveals (batched on a timer,
  // so the content would paint late, and not at all without JavaScript).
  await preparePage({ pathname: url });
  return renderAt(url, <AppRoutes shell={url === APP_SHELL ? <AppShellPage /> : undefined} />);
}

async function renderAt(url: string, element: ReactNode): Promise<string> {
  const { prerender: renderStatic } = await import('react-dom/static.edge');
  const errors: unknown[] = [];
  const { prelude } = await renderStatic(
    <StrictMode>
      <Providers>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </Providers>
    </StrictMode>,
    // React outlines a boundary whose HTML is larger than this (a hidden copy revealed by an inline
    // script, on a timer): a static page must carry its content in place.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new Error(`Prerendering ${url} failed`, { cause: errors[0] });
  return new Response(prelude).text();
}

const renderBody = async (url: string, element: ReactNode) => liftHeadTags(await renderAt(url, element)).html;

export async function prerender({ url }: { url: string }) {
  const { html, head } = liftHeadTags(await renderRoute(url));
  const elements = new Set([...head.elements.filter((element) => !isPlaceholderPreload(element)), ...(await firstPaintHead(url, renderBody))]);
  // The shell serves many URLs: no title or page data of its own (main.tsx then renders, not hydrates).
  if (url === APP_SHELL) return { html, head: { lang: 'en-GB', elements }, links: new Set<string>() };
  return {
    html,
    head: { lang: 'en-GB', title: head.title, elements },
    data: { url },
    links: url === '/' ? new Set([...STATIC_ROUTES, APP_SHELL]) : new Set<string>(),
  };
}
