import { useEffect, useState } from 'react';
import { useAfterLoad } from '@/lib/useAfterLoad';

export type DeferredRead<T> = { state: 'waiting' } | { state: 'ready'; value: T } | { state: 'failed' };

/**
 * Runs `read` once the page has painted and settled (useAfterLoad), so extras like the rent check
 * never compete with the page's own content. `key` identifies the input: a new key reads again.
 */
export function useDeferredRead<T>(key: string, read: () => Promise<T>): DeferredRead<T> {
  const settled = useAfterLoad();
  const [result, setResult] = useState<{ key: string; read: DeferredRead<T> } | null>(null);

  useEffect(() => {
    if (!settled) return;
    let current = true;
    read().then(
      (value) => current && setResult({ key, read: { state: 'ready', value } }),
      (error: unknown) => {
        console.error('Deferred read failed', error);
        if (current) setResult({ key, read: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
    // `read` is a fresh closure each render; `key` says when its input changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, key]);

  return result?.key === key ? result.read : { state: 'waiting' };
}
