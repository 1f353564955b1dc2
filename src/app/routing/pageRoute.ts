import type { ComponentType } from 'react';

/** A page's code, loaded on first use. */
export interface PageComponent {
  /**
   * Starts the download once and returns it. A failed download is started again only for another
   * visit (a navigation's location key), so the renders of the visit that saw it fail show the
   * error page instead of downloading again and again.
   */
  load: (visit?: string) => Promise<ComponentType>;
  /** The page once its code has arrived: rendered at once, without suspending. */
  loaded: () => ComponentType | undefined;
}

/** One page of the route table: where it lives and its lazy code. */
export interface PageRoute {
  /** Omitted for the index route. */
  path?: string;
  component: PageComponent;
}

/**
 * Loads a page module once and keeps the component it resolved to, so a page whose code main.tsx
 * loaded before the first render shows no Suspense fallback (and no hydration mismatch).
 */
export function lazyPage(download: () => Promise<ComponentType>): PageComponent {
  let pending: Promise<ComponentType> | null = null;
  let failure: { visit?: string } | null = null;
  let component: ComponentType | undefined;
  return {
    load(visit) {
      if (failure && failure.visit !== visit) {
        pending = null;
        failure = null;
      }
      pending ??= download().then(
        (arrived) => (component = arrived),
        (error: unknown) => {
          failure = { visit };
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component,
  };
}
