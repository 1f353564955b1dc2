/** public/data/conversations/{a_b} and their messages: readable by the two participants only. */
import { dateMap, numberMap, str, stringMap, strings, toDate, type AppRoot, type RawDoc } from './documents';

export const CONVERSATIONS = 'conversations';

export interface Conversation {
  id: string;
  participants: [string, string];
  participantNames: Record<string, string>;
  lastMessage: string;
  lastMessageTimestamp: Date | null;
  unreadCount: Record<string, number>;
  /** When each participant last read the chat while it was open and visible ("Seen"). */
  lastReadAt: Record<string, Date>;
}

export interface ChatMessage {
  id: string;
  text: string;
  senderId: string;
  receiverId: string;
  timestamp: Date | null;
  /** Sent from this device but not yet on the server (e.g. offline): shown as "Sending…". */
  pending: boolean;
}

/** Conversation id: the two uids sorted and joined by "_". */
export function conversationId(a: string, b: string): string {
  return [a, b].sort().join('_');
}

export const conversationPaths = ({ publicData }: AppRoot) => ({
  conversation: (id: string) => `${publicData}/${CONVERSATIONS}/${id}`,
  messages: (conversationId: string) => `${publicData}/${CONVERSATIONS}/${conversationId}/messages`,
});

export function toConversation({ id, data }: RawDoc): Conversation {
  const participants = strings(data.participants);
  return {
    id,
    participants: [participants[0] ?? '', participants[1] ?? ''],
    participantNames: stringMap(data.participantNames),
    lastMessage: str(data, 'lastMessage'),
    lastMessageTimestamp: toDate(data.lastMessageTimestamp),
    unreadCount: numberMap(data.unreadCount),
    lastReadAt: dateMap(data.lastReadAt),
  };
}

export function toChatMessage({ id, data, pending }: RawDoc): ChatMessage {
  return {
    id,
    text: str(data, 'text'),
    senderId: str(data, 'senderId'),
    receiverId: str(data, 'receiverId'),
    timestamp: toDate(data.timestamp),
    pending: pending === true,
  };
}
