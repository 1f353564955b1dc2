import { startTransition, useEffect, useState } from 'react';

type Settled<T> = { promise: Promise<T>; value: T } | { promise: Promise<T>; error: unknown };

/**
 * The value of a promise started elsewhere (e.g. by a route loader), or undefined while it is
 * pending; a rejection is thrown to the nearest error boundary. Unlike `use()` under Suspense, the
 * value renders as soon as it arrives: React holds back a Suspense boundary's content until 300 ms
 * after its fallback appeared, which here delayed the page's largest paint.
 */
export function useSettledValue<T>(promise: Promise<T>): T | undefined {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    let current = true;
    // A transition, so React renders what the value reveals in short, interruptible tasks.
    const settle = (next: Settled<T>) => current && startTransition(() => setSettled(next));
    promise.then(
      (value) => settle({ promise, value }),
      (error: unknown) => settle({ promise, error }),
    );
    return () => {
      current = false;
    };
  }, [promise]);
  if (settled?.promise !== promise) return undefined;
  if ('error' in settled) throw settled.error;
  return settled.value;
}
