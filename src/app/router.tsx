import type { RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { RootLayout } from './layouts/RootLayout';
import { RouterErrorPage } from './RouterErrorPage';
import { guideRoutes } from './routes/guides';
import { roomLoader, roommateLoader } from './routes/postLoaders';

/** Every route of both specs; each screen is a lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterErrorPage />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      // The header and a loading state show while the page's chunk and its post load together.
      { path: 'room/:slug', loader: roomLoader, HydrateFallback: LoadingScreen, lazy: () => import('./routes/room') },
      { path: 'roommate/:slug', loader: roommateLoader, HydrateFallback: LoadingScreen, lazy: () => import('./routes/roommate') },
      { path: 'rooms/:slug', lazy: () => import('./routes/location') },
      ...guideRoutes,
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
