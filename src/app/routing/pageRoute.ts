import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';

/** A page's code, loaded on first use. */
export interface PageComponent {
  /** Starts the download once and returns it; after a failed download, starts it again. */
  load: () => Promise<ComponentType>;
  /** The page once its code has arrived: rendered at once, without suspending. */
  loaded: () => ComponentType | undefined;
}

/** One page of the route table: where it lives, its lazy code, and the read it starts on match. */
export interface PageRoute {
  /** Omitted for the index route. */
  path?: string;
  component: PageComponent;
  /** Starts the page's Firestore read as soon as its URL is matched; returns what the page reads. */
  read?: (params: Params) => unknown;
}

/**
 * Loads a page module once and keeps the component it resolved to, so a page whose code main.tsx
 * loaded before the first render shows no Suspense fallback (and no hydration mismatch). A failed
 * download is forgotten, so the next visit retries it.
 */
export function lazyPage(download: () => Promise<ComponentType>): PageComponent {
  let pending: Promise<ComponentType> | null = null;
  let component: ComponentType | undefined;
  return {
    load() {
      pending ??= download().then(
        (arrived) => (component = arrived),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component,
  };
}
