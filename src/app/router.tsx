import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layouts/RootLayout';
import { RouterErrorPage } from './RouterErrorPage';
import { guideRoutes } from './routes/guides';

/** Every route of both specs; each screen is a lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouterErrorPage />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'room/:slug', lazy: () => import('./routes/room') },
      { path: 'roommate/:slug', lazy: () => import('./routes/roommate') },
      { path: 'rooms/:slug', lazy: () => import('./routes/location') },
      ...guideRoutes,
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
