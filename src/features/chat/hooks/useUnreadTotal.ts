import { subscribeUnreadTotal } from '@/data';
import { useSession } from '@/session/useSession';
import { useSubscription } from '@/lib/useSubscription';

/** Live total of the signed-in user's unread messages (0 for guests). */
export function useUnreadTotal(): number {
  const { status, user } = useSession();
  const uid = status === 'signed-in' ? user?.uid : undefined;
  return useSubscription<number>(uid, (next, fail) => subscribeUnreadTotal(uid ?? '', next, fail), 'Unread count').value ?? 0;
}
