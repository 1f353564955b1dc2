import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/status/LoadingScreen';
import { RootLayout } from './layouts/RootLayout';
import { RouterErrorPage } from './RouterErrorPage';
import { guideRoutes } from './routes/guides';
import { locationLoader, roomLoader, roommateLoader } from './routes/loaders';

const pages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: 'room/:slug', loader: roomLoader, lazy: () => import('./routes/room') },
  { path: 'roommate/:slug', loader: roommateLoader, lazy: () => import('./routes/roommate') },
  // The id lets main.tsx hand the prerendered page its loader's data before hydrating.
  { id: 'location', path: 'rooms/:slug', loader: locationLoader, lazy: () => import('./routes/location') },
  ...guideRoutes,
  { path: '*', lazy: () => import('./routes/not-found') },
];

/**
 * Every route of both specs; each screen is a lazy chunk. On a first visit to a page that was not
 * prerendered, the layout and a loading state show while the page's chunk (and, for posts, its
 * Firestore read) loads: the same markup as the prerendered app shell.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterErrorPage />,
    children: pages.map((page) => ({ HydrateFallback: PageLoading, ...page })),
  },
];
