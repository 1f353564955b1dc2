import type { ChatMessage, Conversation } from '@/data/collections/conversations';

/** The last message `myUid` sent that the other participant has read (timestamp <= their lastReadAt): where "Seen" goes. */
export function seenMessageId(messages: readonly ChatMessage[], myUid: string, otherReadAt: Date | undefined): string | null {
  if (!otherReadAt) return null;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.senderId === myUid && !message.pending && message.timestamp && message.timestamp <= otherReadAt) return message.id;
  }
  return null;
}

/**
 * Whether the open chat should be marked read now: a message from the other participant that
 * this reader has not read yet (an unread count, or newer than their lastReadAt). Only asked
 * while the page is visible: a chat open in a hidden tab stays unread (title, badge, notification).
 */
export function needsMarkRead(conversation: Conversation | null | undefined, messages: readonly ChatMessage[], myUid: string, otherUid: string): boolean {
  if (!conversation) return false;
  const lastFromOther = messages.findLast((message) => message.senderId === otherUid);
  if (!lastFromOther) return false;
  const readAt = conversation.lastReadAt[myUid];
  return (conversation.unreadCount[myUid] ?? 0) > 0 || !readAt || (lastFromOther.timestamp !== null && lastFromOther.timestamp > readAt);
}
