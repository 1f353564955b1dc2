import { subscribeMessages } from '@/data';
import { useSubscription } from '@/lib/useSubscription';
import type { ChatMessage } from '@/types/domain';

/** Live messages of a conversation (null id = not ready yet). */
export function useChatMessages(conversationId: string | null) {
  const { value, error } = useSubscription<ChatMessage[]>(conversationId, (next, fail) => subscribeMessages(conversationId ?? '', next, fail), 'Loading messages');
  return { messages: value ?? [], loading: value === undefined && !error, error };
}
