import { MESSAGES } from '@/config/messages';
import type { ChatParty } from '@/data';
import type { Conversation } from '@/data/collections/conversations';

/** Both participants with their names ("Unknown User" when a name is missing). */
export function participantsOf(conversation: Conversation): [ChatParty, ChatParty] {
  const [a, b] = conversation.participants;
  const party = (uid: string): ChatParty => ({ uid, name: conversation.participantNames[uid] || MESSAGES.unknownUser });
  return [party(a), party(b)];
}
