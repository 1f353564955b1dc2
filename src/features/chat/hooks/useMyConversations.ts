import { useCallback, useState } from 'react';
import { CONVERSATIONS_PAGE_SIZE } from '@/config/constants';
import { conversationCursor, fetchOlderConversations, subscribeMyConversations, type CursorValue } from '@/data';
import { useSubscription } from '@/lib/useSubscription';
import type { Conversation } from '@/data/collections/conversations';

interface OlderPages {
  uid: string;
  items: Conversation[];
  /** Where the next older page starts; null once there is none. */
  next: CursorValue[] | null;
}

const newestFirst = (a: Conversation, b: Conversation) =>
  (b.lastMessageTimestamp?.getTime() ?? 0) - (a.lastMessageTimestamp?.getTime() ?? 0) || b.id.localeCompare(a.id);

/**
 * The caller's conversations, newest message first: the newest CONVERSATIONS_PAGE_SIZE live, older
 * ones a page at a time on request (Load More), so the screen reads the same however many there are.
 */
export function useMyConversations(uid: string | undefined) {
  const { value, loading, error } = useSubscription<Conversation[]>(uid, (next, fail) => subscribeMyConversations(uid ?? '', next, fail), 'Loading conversations');
  const [pages, setPages] = useState<OlderPages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const live = value ?? [];
  const older = pages && pages.uid === uid ? pages : null;
  const lastLive = live.length >= CONVERSATIONS_PAGE_SIZE ? live.at(-1) : undefined;
  const cursor = older ? older.next : lastLive ? conversationCursor(lastLive) : null;

  const loadMore = useCallback(() => {
    if (!uid || !cursor || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    fetchOlderConversations(uid, cursor)
      .then((page) => setPages((previous) => ({ uid, items: [...(previous?.uid === uid ? previous.items : []), ...page.items], next: page.next })))
      .catch((cause: unknown) => {
        console.error('Failed to load older conversations', cause);
        setMoreFailed(true);
      })
      .finally(() => setLoadingMore(false));
  }, [uid, cursor, loadingMore]);

  // A conversation with a new message is back in the live page: it shows once, where it now belongs.
  const liveIds = new Set(live.map((conversation) => conversation.id));
  const conversations = [...live, ...(older?.items ?? []).filter((conversation) => !liveIds.has(conversation.id))].sort(newestFirst);
  return { conversations, loading, error, hasMore: cursor !== null, loadMore, loadingMore, moreFailed };
}
