import { useEffect, useState } from 'react';
import { subscribeMessages } from '@/data';
import type { ChatMessage } from '@/types/domain';

interface MessagesState {
  id: string;
  messages: ChatMessage[];
  error: boolean;
}

/** Live messages of a conversation (null id = not ready yet). */
export function useChatMessages(conversationId: string | null) {
  const [state, setState] = useState<MessagesState | null>(null);
  useEffect(() => {
    if (!conversationId) return;
    return subscribeMessages(
      conversationId,
      (messages) => setState({ id: conversationId, messages, error: false }),
      (cause) => {
        console.error('Failed to load messages', cause);
        setState({ id: conversationId, messages: [], error: true });
      },
    );
  }, [conversationId]);
  const current = state && state.id === conversationId ? state : null;
  return { messages: current?.messages ?? [], loading: current === null, error: current?.error ?? false };
}
