import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates prerendered HTML, true afterwards (and on client-only renders).
 * State the server could not know (the URL's query string) must wait for it, or hydration
 * would not match the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
