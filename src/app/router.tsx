import type { ReactNode } from 'react';
import { matchRoutes, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { PAGE_PATTERNS, paths } from '@/config/paths';
import { RootLayout } from './layouts/RootLayout';
import { guideRoutes } from './routes/guides';
import { lazyPage, type PageRoute } from './routing/pageRoute';
import { RoutePage } from './routing/RoutePage';

/*
 * Every route of both specs; each page is a lazy chunk. react-router's declarative mode, not its
 * data router: the data router (loaders, lazy routes, scroll restoration) is ≈17 KB gzip that every
 * visitor would download, and the few parts used here are small (./routing).
 */
const pages: PageRoute[] = [
  { component: lazyPage(async () => (await import('./routes/home')).Component) },
  { path: PAGE_PATTERNS.room, component: lazyPage(async () => (await import('@/features/listings/pages/RoomDetailPage')).default) },
  { path: PAGE_PATTERNS.roommate, component: lazyPage(async () => (await import('@/features/roommates/pages/RoommateDetailPage')).default) },
  { path: PAGE_PATTERNS.location, component: lazyPage(async () => (await import('@/features/listings/pages/LocationPage')).default) },
  { path: paths.settings().slice(1), component: lazyPage(async () => (await import('@/features/notifications/pages/SettingsPage')).default) },
  ...guideRoutes,
  { path: 'privacy', component: lazyPage(async () => (await import('@/features/privacy/pages/PrivacyPage')).default) },
  { path: paths.viewings().slice(1), component: lazyPage(async () => (await import('@/features/viewings/pages/UpcomingViewingsPage')).default) },
  { path: 'account', component: lazyPage(async () => (await import('@/features/account/pages/AccountPage')).default) },
  { path: '*', component: lazyPage(async () => (await import('@/components/pages/NotFound')).NotFound) },
];

function routeTable(pageElement: (page: PageRoute) => RouteObject['element']): RouteObject[] {
  const children = pages.map((page): RouteObject => {
    const element = pageElement(page);
    return page.path === undefined ? { index: true, element, handle: page } : { path: page.path, element, handle: page };
  });
  return [{ element: <RootLayout />, children }];
}

const routes = routeTable((page) => <RoutePage route={page} />);

/**
 * The app's routes; `shell` instead renders the layout around that one element on every route:
 * the app shell, prerendered for URLs that were not (src/app/prerender.tsx).
 */
export function AppRoutes({ shell }: { shell?: ReactNode }) {
  return useRoutes(shell === undefined ? routes : routeTable(() => shell));
}

/**
 * Before the first render: loads the matched page's code, so the first render (or hydration of
 * the prerendered page) shows the page without passing through a Suspense fallback.
 */
export async function preparePage(location: Pick<Location, 'pathname'>): Promise<void> {
  const match = matchRoutes(routes, location)?.at(-1);
  const page = match?.route.handle as unknown as PageRoute | undefined;
  if (!match || !page) return;
  // A failed download is retried by the first render, which then shows the error page.
  await page.component.load().catch(() => undefined);
}
