import { useEffect, useEffectEvent, useState } from 'react';

export type Subscribe<T> = (next: (value: T) => void, error: (error: Error) => void) => () => void;

export interface SubscriptionState<T> {
  value: T | undefined;
  loading: boolean;
  error: boolean;
}

/**
 * Keeps a live subscription open for `key` (null = none) and returns its latest value. State is
 * keyed, so a previous key's value (e.g. another user's) is never shown; the listener is removed
 * on unmount and whenever the key changes, and never re-created on ordinary re-renders.
 */
export function useSubscription<T>(key: string | null | undefined, subscribe: Subscribe<T>, label: string): SubscriptionState<T> {
  const [state, setState] = useState<{ key: string; value: T | undefined; error: boolean } | null>(null);
  const start = useEffectEvent((current: string) =>
    subscribe(
      (value) => setState({ key: current, value, error: false }),
      (error) => {
        console.error(`${label} failed`, error);
        setState({ key: current, value: undefined, error: true });
      },
    ),
  );
  useEffect(() => (key ? start(key) : undefined), [key]);
  const current = key && state?.key === key ? state : null;
  return { value: current?.value, loading: Boolean(key) && current === null, error: current?.error ?? false };
}
