import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';

/** A page's code, loaded on first use; `use()` reads it without suspending once it has arrived. */
export type PageComponent = () => Promise<ComponentType>;

/** One page of the route table: where it lives, its lazy code, and the read it starts on match. */
export interface PageRoute {
  /** Omitted for the index route. */
  path?: string;
  component: PageComponent;
  /** Starts the page's Firestore read as soon as its URL is matched; returns what the page reads. */
  read?: (params: Params) => unknown;
}

/**
 * Loads a page module once. Once it has resolved, the promise carries React's `status`/`value`
 * fields, so `use()` returns the component at once: no Suspense fallback (and no hydration
 * mismatch) for a page whose code main.tsx loaded before the first render. A failed download is
 * forgotten, so the next visit retries it.
 */
export function lazyPage(load: () => Promise<ComponentType>): PageComponent {
  let pending: Promise<ComponentType> | null = null;
  return () => {
    if (!pending) {
      const promise = load();
      promise.then(
        // The fields React's `use()` itself sets on a promise it has seen resolve.
        (component) => Object.assign(promise, { status: 'fulfilled', value: component }),
        () => {
          pending = null;
        },
      );
      pending = promise;
    }
    return pending;
  };
}
