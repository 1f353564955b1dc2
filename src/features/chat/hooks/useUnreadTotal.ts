import { useEffect, useState } from 'react';
import { subscribeUnreadTotal } from '@/data';
import { useSession } from '@/features/auth/session/useSession';

/** Live total of the signed-in user's unread messages (0 for guests). */
export function useUnreadTotal(): number {
  const { status, user } = useSession();
  const uid = status === 'signed-in' ? user?.uid : undefined;
  // Keyed by uid so a previous user's count is never shown after switching accounts.
  const [state, setState] = useState<{ uid: string; total: number } | null>(null);
  useEffect(() => {
    if (!uid) return;
    return subscribeUnreadTotal(uid, (total) => setState({ uid, total }), (error) => console.error('Unread count failed', error));
  }, [uid]);
  return uid && state?.uid === uid ? state.total : 0;
}
