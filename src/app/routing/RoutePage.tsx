import { createElement, use, type ReactNode } from 'react';
import { useLocation, useParams, type Params } from 'react-router-dom';
import { RouteDataContext } from '@/lib/routeData';
import type { PageComponent, PageRoute } from './pageRoute';
import { routeRead } from './routeReads';

/** Starts (or finds) the route's read and hands it to the page below. */
export function WithRouteData({ read, children }: { read?: (params: Params) => unknown; children: ReactNode }) {
  const location = useLocation();
  const params = useParams();
  const data = read ? routeRead(location, read, params) : undefined;
  return <RouteDataContext value={data}>{children}</RouteDataContext>;
}

/** Suspends only while the page's code is on its way; `load()` returns the same promise meanwhile. */
function LazyPage({ component }: { component: PageComponent }) {
  const { key } = useLocation();
  return createElement(component.loaded() ?? use(component.load(key)));
}

/**
 * One page of the route table. The read starts in the parent, before the page's code is asked
 * for, so the two download side by side (on a navigation the previous page stays on screen
 * meanwhile: react-router renders navigations as transitions).
 */
export function RoutePage({ route }: { route: PageRoute }) {
  return (
    <WithRouteData read={route.read}>
      <LazyPage component={route.component} />
    </WithRouteData>
  );
}
