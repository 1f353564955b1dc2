import { subscribeMyConversations } from '@/data';
import { useSubscription } from '@/lib/useSubscription';
import type { Conversation } from '@/types/domain';

/** Live list of the caller's conversations, newest message first. */
export function useMyConversations(uid: string | undefined) {
  const { value, loading, error } = useSubscription<Conversation[]>(uid, (next, fail) => subscribeMyConversations(uid ?? '', next, fail), 'Loading conversations');
  return { conversations: value ?? [], loading, error };
}
