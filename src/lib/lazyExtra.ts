import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * React.lazy for an extra the page works without (the install banner, the map): if its code
 * cannot be downloaded (the connection dropped), it renders `Fallback` (nothing by default)
 * instead of throwing to the root and taking the page down with it.
 */
export function lazyExtra<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P> = Nothing) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch (cause) {
      console.warn('An optional part of the page could not load', cause);
      return { default: Fallback };
    }
  });
}
