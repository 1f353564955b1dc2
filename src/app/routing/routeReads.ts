import type { Location, Params } from 'react-router-dom';

/*
 * The reads pages start when their URL is matched, kept outside React: a page that suspends while
 * its code downloads renders again later, and must find the read it already started rather than
 * start another. One read per navigation (the location object), so revisiting a URL reads afresh.
 */
const reads = new WeakMap<Location, unknown>();
let initial: { pathname: string; data: unknown } | null = null;

/** main.tsx starts the first page's read before React renders; the first render then takes it. */
export function startInitialRead(pathname: string, read: (params: Params) => unknown, params: Params): void {
  initial = { pathname, data: read(params) };
}

export function routeRead(location: Location, read: (params: Params) => unknown, params: Params): unknown {
  if (!reads.has(location)) {
    const data = initial?.pathname === location.pathname ? initial.data : read(params);
    initial = null;
    reads.set(location, data);
  }
  return reads.get(location);
}
