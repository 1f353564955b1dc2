import { useEffect, useState } from 'react';
import { subscribeMyConversations } from '@/data';
import type { Conversation } from '@/types/domain';

/** Live list of the caller's conversations, newest message first. */
export function useMyConversations(uid: string | undefined) {
  const [state, setState] = useState<{ uid: string; items: Conversation[]; error: boolean } | null>(null);
  useEffect(() => {
    if (!uid) return;
    return subscribeMyConversations(
      uid,
      (items) => setState({ uid, items, error: false }),
      (error) => {
        console.error('Failed to load conversations', error);
        setState({ uid, items: [], error: true });
      },
    );
  }, [uid]);
  const current = uid && state?.uid === uid ? state : null;
  return { conversations: current?.items ?? [], loading: current === null, error: current?.error ?? false };
}
