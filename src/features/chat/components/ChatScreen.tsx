import { useEffect, useState } from 'react';
import { conversationId, markConversationRead, openConversation, sendMessage, type ChatParty } from '@/data';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { useChatMessages } from '../hooks/useChatMessages';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';

export interface ChatScreenProps {
  me: ChatParty;
  other: ChatParty;
  onBack: () => void;
  /** Admins read conversations but never write in them. */
  readOnly?: boolean;
}

/** One-to-one chat: opens (merges) the conversation, shows messages live and marks them read. */
export function ChatScreen({ me, other, onBack, readOnly = false }: ChatScreenProps) {
  const id = conversationId(me.uid, other.uid);
  const [ready, setReady] = useState(readOnly);
  const { messages, loading, error } = useChatMessages(ready ? id : null);

  useEffect(() => {
    if (readOnly) return;
    let current = true;
    openConversation({ uid: me.uid, name: me.name }, { uid: other.uid, name: other.name })
      .then(() => current && setReady(true))
      .catch((cause: unknown) => console.error('Failed to open the conversation', cause));
    return () => {
      current = false;
    };
  }, [me.uid, me.name, other.uid, other.name, readOnly]);

  const lastFromOther = [...messages].reverse().find((message) => message.senderId === other.uid)?.id;
  useEffect(() => {
    if (!ready || readOnly || !lastFromOther) return;
    markConversationRead(id, me.uid).catch((cause: unknown) => console.error('Failed to mark as read', cause));
  }, [ready, readOnly, lastFromOther, id, me.uid]);

  return (
    <section aria-labelledby="chat-heading" className="flex h-[calc(100vh-10rem)] min-h-96 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <header className="flex items-center gap-3 border-b border-slate-200 p-3 dark:border-slate-700">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <span aria-hidden="true">←</span> Back
        </button>
        <h2 id="chat-heading" className="truncate text-lg font-bold text-slate-900 dark:text-white">
          {other.name || 'Unknown User'}
        </h2>
      </header>
      {error ? (
        <p role="alert" className="p-4 text-red-700 dark:text-red-400">
          Could not load this conversation. Please try again.
        </p>
      ) : !ready || loading ? (
        <LoadingScreen />
      ) : (
        <MessageList messages={messages} myUid={me.uid} />
      )}
      {readOnly ? null : <MessageComposer disabled={!ready} onSend={(text) => sendMessage(me.uid, other.uid, text)} />}
    </section>
  );
}
