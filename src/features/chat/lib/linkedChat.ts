import { conversationId, type ChatParty } from '@/data';
import type { Conversation } from '@/data/collections/conversations';

/**
 * The other participant of the conversation a link names (`?chat=<id>`, an email's link), when
 * `me` is one of its two uids; named from the loaded conversations when it is among them.
 */
export function linkedChatPartner(id: string | null, me: string | undefined, conversations: readonly Conversation[]): ChatParty | null {
  if (!id || !me) return null;
  const parts = id.split('_');
  if (parts.length !== 2 || !parts.includes(me)) return null;
  const other = parts[0] === me ? parts[1] : parts[0];
  if (!other || conversationId(me, other) !== id) return null;
  const name = conversations.find((conversation) => conversation.id === id)?.participantNames[other] ?? '';
  return { uid: other, name };
}
