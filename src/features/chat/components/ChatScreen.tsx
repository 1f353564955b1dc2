import { useEffect, useState } from 'react';
import '@/styles/screens.css';
import { conversationId, isRateLimited, isSendRefused, markConversationRead, openConversation, sendMessage, type ChatParty } from '@/data';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { NEW_ACCOUNT_CONVERSATIONS_PER_DAY } from '@/config/constants';
import { BLOCK, CHAT_LIMITS, CHAT_TEXT } from '../messages';
import { ActivityLabel } from '@/features/activity';
import { ReportButton } from '@/features/moderation';
import { ChatViewings } from '@/features/viewings';
import type { MailPost } from '@/schema/mail';
import { usePageVisible } from '@/lib/usePageVisible';
import { useChatMessages } from '../hooks/useChatMessages';
import { useConversation } from '../hooks/useConversation';
import { needsMarkRead, seenMessageId } from '../lib/readReceipts';
import { useMyBlocks } from '../hooks/useMyBlocks';
import { useRoomTitles } from '../hooks/useRoomTitles';
import { roomsBetween, roomsOfMention } from '../lib/chatRooms';
import { ChatAbout } from './ChatAbout';
import { BlockButton } from './BlockButton';
import { MessageComposer, SEND_FAILED } from './MessageComposer';
import { MessageList } from './MessageList';

// A participant's well-formed message is refused by the rules when it comes within a second of
// the previous one (the data layer says so: RateLimitedError) or when the receiver blocked them.
function sendFailureMessage(cause: unknown): string {
  if (isRateLimited(cause)) return CHAT_LIMITS.messagesTooFast;
  return isSendRefused(cause) ? BLOCK.cannotMessage : SEND_FAILED;
}

const openFailureMessage = (cause: unknown) =>
  isRateLimited(cause) ? CHAT_LIMITS.tooManyConversations(NEW_ACCOUNT_CONVERSATIONS_PER_DAY) : CHAT_TEXT.openConversationFailed;

export interface ChatScreenProps {
  me: ChatParty;
  other: ChatParty;
  onBack: () => void;
  /** Admins read conversations but never write in them. */
  readOnly?: boolean;
  /** Opened from the Messages list: the conversation exists, so its messages load at once, beside the open's refresh. */
  existing?: boolean;
  /** The post this chat was opened from, named in the new-message email. */
  about?: MailPost;
}

/** One-to-one chat: opens (merges) the conversation, shows messages live and marks them read. */
export function ChatScreen({ me, other, onBack, readOnly = false, existing = false, about }: ChatScreenProps) {
  const id = conversationId(me.uid, other.uid);
  const [ready, setReady] = useState(readOnly || existing);
  const [openError, setOpenError] = useState<string | null>(null);
  const { messages, loading, error, hasOlder, loadOlder, loadingOlder, olderFailed } = useChatMessages(ready ? id : null);
  const { blocked } = useMyBlocks(readOnly ? null : me.uid);
  const iBlockedThem = blocked.has(other.uid);
  const otherName = other.name || 'Unknown User';
  // Opened from a post, the chat is about it; from the Messages list, about its participants' rooms.
  const participantRooms = useRoomTitles(about ? [] : [me.uid, other.uid]);
  const rooms = about ? roomsOfMention(about, other.uid) : roomsBetween([me.uid, other.uid], participantRooms);
  // The other side's rooms are the ones this side may book a viewing of, here in the chat.
  const bookable = readOnly || iBlockedThem ? [] : rooms.filter((room) => room.userId === other.uid);

  useEffect(() => {
    if (readOnly) return;
    let current = true;
    openConversation({ uid: me.uid }, { uid: other.uid })
      .then(() => current && setReady(true))
      .catch((cause: unknown) => {
        console.error('Failed to open the conversation', cause);
        if (current) setOpenError(openFailureMessage(cause));
      });
    return () => {
      current = false;
    };
  }, [me.uid, me.name, other.uid, readOnly]);

  // Read receipts: the conversation's lastReadAt says what the other side has read ("Seen"), and
  // this side marks the chat read only while it is open and the page is visible.
  const { value: conversation } = useConversation(ready && !readOnly ? id : null);
  const visible = usePageVisible();
  const lastFromOther = messages.findLast((message) => message.senderId === other.uid)?.id;
  const markRead = ready && !readOnly && visible && needsMarkRead(conversation, messages, me.uid, other.uid);
  useEffect(() => {
    if (!markRead) return;
    markConversationRead(id, me.uid).catch((cause: unknown) => console.error('Failed to mark as read', cause));
  }, [markRead, lastFromOther, id, me.uid]);
  const seenId = readOnly ? null : seenMessageId(messages, me.uid, conversation?.lastReadAt[other.uid]);

  return (
    <section aria-labelledby="chat-heading" className="flex h-[calc(100vh-10rem)] min-h-96 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      {/* On a phone the name takes a row of its own under Back and the actions, so it is never cut short by them. */}
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-200 p-3 sm:flex-nowrap dark:border-slate-700">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <span aria-hidden="true">←</span> Back
        </button>
        <div className="order-last w-full min-w-0 px-2 sm:order-none sm:w-auto sm:flex-1 sm:px-0">
          <h2 id="chat-heading" className="truncate text-lg font-bold text-slate-900 dark:text-white">
            {otherName}
          </h2>
          {readOnly ? null : <ActivityLabel uid={other.uid} />}
          <ChatAbout rooms={rooms} linked />
        </div>
        {readOnly ? null : (
          <div className="flex shrink-0 flex-wrap justify-end gap-2">
            <ReportButton target={{ kind: 'chat', targetId: id, targetUserId: other.uid }} what="this conversation" />
            <BlockButton myUid={me.uid} otherUid={other.uid} otherName={otherName} blocked={iBlockedThem} />
          </div>
        )}
      </header>
      {ready ? <ChatViewings rooms={bookable} /> : null}
      {error || openError ? (
        <p role="alert" className="p-4 text-red-700 dark:text-red-400">
          {openError ?? 'Could not load this conversation. Please try again.'}
        </p>
      ) : !ready || loading ? (
        <LoadingScreen />
      ) : (
        <MessageList messages={messages} myUid={me.uid} seenId={seenId} hasOlder={hasOlder} loadingOlder={loadingOlder} olderFailed={olderFailed} onLoadOlder={loadOlder} />
      )}
      {readOnly ? null : iBlockedThem ? (
        <p role="status" className="border-t border-slate-200 p-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {BLOCK.youBlocked}
        </p>
      ) : (
        <MessageComposer disabled={!ready} onSend={(text) => sendMessage(me.uid, other.uid, text, about)} failureMessage={sendFailureMessage} />
      )}
    </section>
  );
}
