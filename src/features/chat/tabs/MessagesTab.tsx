import { useState } from 'react';
import '@/styles/screens.css';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { MESSAGES } from '@/config/messages';
import { CHAT_TEXT } from '../messages';
import { CHAT_PARAM, paths } from '@/config/paths';
import { useSession } from '@/session/useSession';
import { defaultTabFor } from '@/session/tabs';
import type { ChatParty } from '@/data';
import { ChatScreen } from '../components/ChatScreen';
import { ConversationRow, otherParticipant } from '../components/ConversationRow';
import { linkedChatPartner } from '../lib/linkedChat';
import { NotifyToggle } from '../components/NotifyToggle';
import { useMyBlocks } from '../hooks/useMyBlocks';
import { useMyConversations } from '../hooks/useMyConversations';
import { useNow } from '../hooks/useNow';
import { useRoomTitles } from '../hooks/useRoomTitles';
import { roomsBetween } from '../lib/chatRooms';

/** The Messages screen: live conversation list; a row opens its chat; close returns to browsing. */
export default function MessagesTab() {
  const { user, profile, role } = useSession();
  const navigate = useNavigate();
  const { conversations: all, loading: conversationsLoading, error, hasMore, loadMore, loadingMore, moreFailed } = useMyConversations(user?.uid);
  const { blocked, loading: blocksLoading } = useMyBlocks(user?.uid);
  const loading = conversationsLoading || blocksLoading;
  // Conversations with someone you blocked leave the list (unblock from the chat to restore).
  const conversations = user ? all.filter((conversation) => !blocked.has(otherParticipant(conversation, user.uid).uid)) : all;
  const [open, setOpen] = useState<ChatParty | null>(null);
  // A conversation named in the URL (an email's link) opens at once; its name comes with the list.
  const [params, setParams] = useSearchParams();
  const linked = linkedChatPartner(params.get(CHAT_PARAM), user?.uid, all);
  const now = useNow();
  const rooms = useRoomTitles(conversations.flatMap((conversation) => conversation.participants));
  if (!user) return null;
  const me = { uid: user.uid, name: profile?.name ?? '' };
  const chat = open ?? linked;
  const back = () => {
    setOpen(null);
    if (params.has(CHAT_PARAM)) setParams((current) => (current.delete(CHAT_PARAM), current), { replace: true });
  };

  if (chat) return <ChatScreen me={me} other={chat} onBack={back} existing={open !== null} />;

  return (
    <section aria-labelledby="messages-heading" className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <header className="flex items-center justify-between border-b border-slate-200 p-4 dark:border-slate-700">
        <h2 id="messages-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Messages
        </h2>
        <button
          type="button"
          aria-label="Close messages"
          onClick={() => navigate(paths.tab(defaultTabFor(role, false)))}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <span aria-hidden="true" className="block text-2xl leading-none">×</span>
        </button>
      </header>
      <NotifyToggle />
      {loading ? (
        <LoadingScreen />
      ) : error ? (
        <p role="alert" className="p-6 text-red-700 dark:text-red-400">
          Could not load your conversations. Please try again.
        </p>
      ) : conversations.length === 0 ? (
        <div className="p-10 text-center">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">{MESSAGES.noMessagesTitle}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{CHAT_TEXT.noMessagesBody}</p>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 p-2 dark:divide-slate-800">
            {conversations.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} myUid={user.uid} now={now} rooms={roomsBetween(conversation.participants, rooms)} onOpen={() => setOpen(otherParticipant(conversation, user.uid))} />
            ))}
          </ul>
          {moreFailed ? (
            <p role="alert" className="px-4 pb-2 text-center text-red-700 dark:text-red-400">
              {CHAT_TEXT.olderConversationsFailed}
            </p>
          ) : null}
          {hasMore ? (
            <LoadMoreButton loadingMore={loadingMore} onLoadMore={loadMore} className="p-4 pt-0" />
          ) : null}
        </>
      )}
    </section>
  );
}
