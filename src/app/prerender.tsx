/**
 * Build-time prerendering (vite-prerender-plugin): every static route is rendered to HTML with
 * its title, description, canonical, social tags and JSON-LD, so crawlers and the first paint
 * need no JavaScript. The browser then hydrates it (main.tsx). This module only runs at build
 * time; its chunk is kept out of the service-worker precache.
 */
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { APP_SHELL, LOCATION_PAGES, STATIC_ROUTES, paths } from '@/config/paths';
import { env } from '@/config/env';
import { EARLY_READ_PLAN_ATTRIBUTE } from '@/data/earlyPaint';
import { Providers } from './Providers';
import { AppRoutes, preparePage } from './router';
import { liftHeadTags, type HeadElement } from './prerender/headTags';
import { AppShellPage, PREVIEW_SLOT } from './prerender/PostPreviews';
import type { ROOM_CARDS_TEMPLATE } from './prerender/RoomCardsPreview';

type EarlyReadElement =
  | { type: 'script'; props: { 'data-early-read': ''; [EARLY_READ_PLAN_ATTRIBUTE]: string; children: string } }
  | { type: 'template'; props: typeof ROOM_CARDS_TEMPLATE & { children: string } };

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

/**
 * A location page's room-card template (src/app/prerender/PostPreviews.tsx), in the head: inside
 * the page it would be hydrated, and a template's content is not its children. React's image
 * preloads of its slots are dropped with the rest of what it lifts to the head.
 */
async function roomCardsTemplate(url: string): Promise<EarlyReadElement> {
  const { ROOM_CARDS_TEMPLATE, RoomCardsPreview } = await import('./prerender/RoomCardsPreview');
  const { html } = liftHeadTags(await renderAt(url, <RoomCardsPreview />));
  return { type: 'template', props: { ...ROOM_CARDS_TEMPLATE, children: html } };
}

/**
 * The page's early read (src/data/earlyPaint/earlyRead.ts), if its content comes from Firestore. Not with App
 * Check: an inline read cannot carry its token, so once Firestore enforces it every early read
 * would be refused and sent again (SECURITY.md, App Check).
 */
async function earlyReadElements(url: string): Promise<EarlyReadElement[]> {
  const location = LOCATION_PAGES.find((page) => paths.location(page.key) === url);
  const home = url === '/';
  if ((url !== APP_SHELL && !location && !home) || env.appCheck) return [];
  const { default: code } = await import('virtual:early-read-script');
  const { homePagePlan, locationPagePlan, postPagesPlan } = await import('@/data/earlyPaint/earlyReadPlans');
  const plan = location ? locationPagePlan(location.key) : home ? homePagePlan() : postPagesPlan();
  const script: EarlyReadElement = { type: 'script', props: { 'data-early-read': '', [EARLY_READ_PLAN_ATTRIBUTE]: JSON.stringify(plan), children: code } };
  return location || home ? [script, await roomCardsTemplate(url)] : [script];
}

/** React preloads the images it renders, the preview templates' `{{field}}` slots included: not those. */
function isSlotPreload(element: HeadElement): boolean {
  return element.type === 'link' && String(element.props.href ?? '').includes(PREVIEW_SLOT);
}

export async function prerender({ url }: { url: string }) {
  const { html, head } = liftHeadTags(await renderRoute(url));
  const elements = new Set([...head.elements.filter((element) => !isSlotPreload(element)), ...(await earlyReadElements(url))]);
  // The shell serves many URLs: no title or page data of its own (main.tsx then renders, not hydrates).
  if (url === APP_SHELL) return { html, head: { lang: 'en-GB', elements }, links: new Set<string>() };
  return {
    html,
    head: { lang: 'en-GB', title: head.title, elements },
    data: { url },
    links: url === '/' ? new Set([...STATIC_ROUTES, APP_SHELL]) : new Set<string>(),
  };
}
