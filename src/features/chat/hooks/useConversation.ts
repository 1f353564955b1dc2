import { subscribeConversation } from '@/data';
import { useSubscription } from '@/lib/useSubscription';
import type { Conversation } from '@/data/collections/conversations';

/** Live: one conversation (null id = none); undefined while loading, null when it does not exist. */
export function useConversation(id: string | null) {
  return useSubscription<Conversation | null>(id, (next, fail) => subscribeConversation(id ?? '', next, fail), 'Loading the conversation');
}
