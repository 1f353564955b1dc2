import { startTransition, useEffect, useState } from 'react';

export type Read<T> = { state: 'waiting' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/**
 * Runs `read` once per `key` (a new key reads again, and never shows the previous key's value),
 * from the moment `start` is true. Effects do not run while prerendering, so the prerendered page
 * shows its waiting state. The result is set in a transition: React renders what it reveals in
 * short, interruptible tasks, and shows it as soon as it arrives (unlike `use()` under Suspense,
 * which holds back a boundary's content until 300 ms after its fallback appeared).
 */
export function useRead<T>(key: string, read: () => Promise<T>, start = true): Read<T> {
  const [result, setResult] = useState<{ key: string; read: Read<T> } | null>(null);

  useEffect(() => {
    if (!start) return;
    let current = true;
    const settle = (next: Read<T>) => current && startTransition(() => setResult({ key, read: next }));
    read().then(
      (value) => settle({ state: 'ready', value }),
      (error: unknown) => {
        console.error('Read failed', error);
        settle({ state: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
    // `read` is a fresh closure each render; `key` says when its input changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, key]);

  return result?.key === key ? result.read : { state: 'waiting' };
}
