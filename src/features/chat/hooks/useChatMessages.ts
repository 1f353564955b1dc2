import { useCallback, useState } from 'react';
import { MESSAGES_PAGE_SIZE } from '@/config/constants';
import { fetchOlderMessages, messageCursor, subscribeMessages, type CursorValue } from '@/data';
import { useSubscription } from '@/lib/useSubscription';
import type { ChatMessage } from '@/data/collections/conversations';

interface HeldMessages {
  conversationId: string;
  /** Every sent message shown so far, by id: live ones (also those newer messages pushed out of the live page) and loaded older pages. */
  byId: Map<string, ChatMessage>;
  /** Where the next older page starts: undefined until one was loaded, null at the first message. */
  next?: CursorValue[] | null;
}

/** Oldest first; a message the server has not stamped yet (sending) goes last. */
const byTime = (a: ChatMessage, b: ChatMessage) =>
  (a.timestamp?.getTime() ?? Number.POSITIVE_INFINITY) - (b.timestamp?.getTime() ?? Number.POSITIVE_INFINITY) || a.id.localeCompare(b.id);

function holding(held: HeldMessages | null, conversationId: string, messages: readonly ChatMessage[], next?: CursorValue[] | null): HeldMessages {
  const byId = new Map(held?.conversationId === conversationId ? held.byId : []);
  // A message still being sent may yet be refused and rolled back: only the live snapshot shows it.
  for (const message of messages) if (!message.pending) byId.set(message.id, message);
  return { conversationId, byId, next: next !== undefined ? next : held?.conversationId === conversationId ? held.next : undefined };
}

/**
 * A conversation's messages, oldest first (null id = not ready yet): the newest MESSAGES_PAGE_SIZE
 * live, and older pages on request (the chat asks when scrolled to the top), so opening a long
 * chat reads the same as a short one. Messages stay shown once seen, so a busy chat never drops
 * the one you are reading.
 */
export function useChatMessages(conversationId: string | null) {
  const { value, error } = useSubscription<ChatMessage[]>(conversationId, (next, fail) => subscribeMessages(conversationId ?? '', next, fail), 'Loading messages');
  const [held, setHeld] = useState<HeldMessages | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);

  // Each live snapshot joins what is held, as it arrives (state adjusted while rendering, not in an effect).
  const [heldSnapshot, setHeldSnapshot] = useState<ChatMessage[] | undefined>(undefined);
  if (value !== heldSnapshot) {
    setHeldSnapshot(value);
    if (conversationId && value) setHeld((previous) => holding(previous, conversationId, value));
  }

  const current = held?.conversationId === conversationId ? held : null;
  const live = value ?? [];
  const liveIds = new Set(live.map((message) => message.id));
  const messages = current ? [...[...current.byId.values()].filter((message) => !liveIds.has(message.id)), ...live].sort(byTime) : live;
  const oldest = messages.find((message) => message.timestamp);
  // A full first page may have older messages before it; a loaded page says whether it does.
  const cursor = current?.next !== undefined ? current.next : messages.length >= MESSAGES_PAGE_SIZE && oldest ? messageCursor(oldest) : null;

  const loadOlder = useCallback(() => {
    if (!conversationId || !cursor || loadingOlder) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    fetchOlderMessages(conversationId, cursor)
      .then((page) => setHeld((previous) => holding(previous, conversationId, page.items, page.next)))
      .catch((cause: unknown) => {
        console.error('Failed to load older messages', cause);
        setOlderFailed(true);
      })
      .finally(() => setLoadingOlder(false));
  }, [conversationId, cursor, loadingOlder]);

  return { messages, loading: value === undefined && !error, error, hasOlder: cursor !== null, loadOlder, loadingOlder, olderFailed };
}
