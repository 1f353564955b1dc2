/**
 * What the prerender adds to a data page's head for its first paint: the early read's inline
 * script with its plan (./earlyRead.ts), and on the home and location pages the room-card template
 * it fills (./RoomCardsPreview.tsx). Not with App Check: an inline read cannot carry its token, so
 * once Firestore enforces it every early read would be refused and sent again (SECURITY.md, App
 * Check).
 */
import type { ReactNode } from 'react';
import { APP_SHELL, LOCATION_PAGES, paths } from '@/config/paths';
import { env } from '@/config/env';
import { EARLY_READ_PLAN_ATTRIBUTE } from './earlyRead';
import { PREVIEW_PHOTO } from './PostPreviews';
import type { ROOM_CARDS_TEMPLATE } from './RoomCardsPreview';

export type FirstPaintHeadElement =
  | { type: 'script'; props: { 'data-early-read': ''; [EARLY_READ_PLAN_ATTRIBUTE]: string; children: string } }
  | { type: 'template'; props: typeof ROOM_CARDS_TEMPLATE & { children: string } };

/** Renders an element to body HTML as the prerender renders pages (its router and providers, React's head tags left out). */
export type RenderBody = (url: string, element: ReactNode) => Promise<string>;

/**
 * The page's early read, if its content comes from Firestore. The plans and the card template are
 * imported on demand: a static import from the prerender entry would move the room card into the
 * app-shell chunk that every page loads.
 */
export async function firstPaintHead(url: string, renderBody: RenderBody): Promise<FirstPaintHeadElement[]> {
  const location = LOCATION_PAGES.find((page) => paths.location(page.key) === url);
  const home = url === '/';
  if ((url !== APP_SHELL && !location && !home) || env.appCheck) return [];
  const { default: code } = await import('virtual:early-read-script');
  const { homePagePlan, locationPagePlan, postPagesPlan } = await import('./earlyReadPlans');
  const plan = location ? locationPagePlan(location.key) : home ? homePagePlan() : postPagesPlan();
  const script: FirstPaintHeadElement = { type: 'script', props: { 'data-early-read': '', [EARLY_READ_PLAN_ATTRIBUTE]: JSON.stringify(plan), children: code } };
  if (!location && !home) return [script];
  // In the head: inside the page it would be hydrated, and a template's content is not its children.
  const { ROOM_CARDS_TEMPLATE, RoomCardsPreview } = await import('./RoomCardsPreview');
  return [script, { type: 'template', props: { ...ROOM_CARDS_TEMPLATE, children: await renderBody(url, <RoomCardsPreview />) } }];
}

/** React preloads the images it renders, the preview templates' placeholder photo included: not that one. */
export function isPlaceholderPreload(element: { type: string; props: Record<string, unknown> }): boolean {
  return element.type === 'link' && element.props.href === PREVIEW_PHOTO;
}
