import { createContext, useContext } from 'react';

/**
 * What a page's route read gives the page (src/app/routing): the read's promise, started when the
 * URL was matched, before the page's own code had arrived.
 */
export const RouteDataContext = createContext<unknown>(undefined);

/** The current route's read; `T` is what that route's read returns (see src/app/routes/reads.ts). */
export function useRouteData<T>(): T {
  return useContext(RouteDataContext) as T;
}
