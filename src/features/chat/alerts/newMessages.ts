import type { Conversation } from '@/data/collections/conversations';

/**
 * The conversations whose unread count for `uid` went up between two snapshots of the live
 * conversation list: each a new message to notify about. The first snapshot (previous undefined)
 * announces nothing: what was unread before this page opened is not new.
 */
export function newlyUnread(previous: readonly Conversation[] | undefined, next: readonly Conversation[], uid: string): Conversation[] {
  if (!previous) return [];
  const before = new Map(previous.map((conversation) => [conversation.id, conversation.unreadCount[uid] ?? 0]));
  return next.filter((conversation) => (conversation.unreadCount[uid] ?? 0) > (before.get(conversation.id) ?? 0));
}
