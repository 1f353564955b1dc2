import { subscribeMyBlocks } from '@/data';
import { useSubscription } from '@/lib/useSubscription';

/** Live set of the uids the caller has blocked (null uid: none, no listener). */
export function useMyBlocks(uid: string | null | undefined) {
  const { value, loading, error } = useSubscription<string[]>(uid, (next, fail) => subscribeMyBlocks(uid ?? '', next, fail), 'Loading blocks');
  return { blocked: new Set(value ?? []), loading, error };
}
