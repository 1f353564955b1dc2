import { createElement, use } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageRoute } from './pageRoute';

/**
 * One page of the route table. Suspends only while the page's code is on its way (`load()` returns
 * the same promise meanwhile); on a navigation the previous page stays on screen meanwhile, since
 * react-router renders navigations as transitions.
 */
export function RoutePage({ route: { component } }: { route: PageRoute }) {
  const { key } = useLocation();
  return createElement(component.loaded() ?? use(component.load(key)));
}
