import { MESSAGES } from '@/config/messages';
import { relativeTime } from '@/lib/dates';
import { initialsOf } from '@/lib/initials';
import type { Conversation } from '@/data/collections/conversations';
import type { RoomTitle } from '@/data/collections/roomListings';
import { ChatAbout } from './ChatAbout';

export function otherParticipant(conversation: Conversation, myUid: string): { uid: string; name: string } {
  const uid = conversation.participants.find((id) => id !== myUid) ?? '';
  return { uid, name: conversation.participantNames[uid] || MESSAGES.unknownUser };
}

export interface ConversationRowProps {
  conversation: Conversation;
  myUid: string;
  now: Date;
  /** The rooms of its two participants: what the conversation is about. */
  rooms: readonly RoomTitle[];
  onOpen: () => void;
}

export function ConversationRow({ conversation, myUid, now, rooms, onOpen }: ConversationRowProps) {
  const other = otherParticipant(conversation, myUid);
  const unread = (conversation.unreadCount[myUid] ?? 0) > 0;
  return (
    <li>
      <button type="button" onClick={onOpen} className="flex w-full items-center gap-3 rounded-xl p-3 text-left hover:bg-slate-100 dark:hover:bg-slate-800">
        <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-orange-100 font-bold text-orange-900 dark:bg-orange-900 dark:text-orange-100">
          {initialsOf(other.name)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate text-slate-900 dark:text-white ${unread ? 'font-bold' : 'font-semibold'}`}>{other.name}</span>
            <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{relativeTime(conversation.lastMessageTimestamp, now)}</span>
          </span>
          <ChatAbout rooms={rooms} linked={false} />
          <span className="flex items-center gap-2">
            <span className="truncate text-sm text-slate-700 dark:text-slate-300">{conversation.lastMessage}</span>
            {unread ? (
              <span className="ml-auto h-2.5 w-2.5 shrink-0 rounded-full bg-red-600" aria-label="Unread" role="img" data-testid="unread-dot" />
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}
