/** conversations and their messages: one-to-one chat with per-user unread counts. */
import { ADMIN_PAGE_SIZE, MESSAGE_MAX_LENGTH } from '@/config/constants';
import type { ChatMessage, Conversation } from '@/types/domain';
import { toChatMessage, toConversation } from '../converters';
import { fsPaths, writer } from '../db';
import { runQuery, type QueryResult } from '../oneShot';
import { subscribeQuery, type Unsubscribe } from '../live';
import { COLLECTIONS, conversationId } from '../paths';
import type { FieldValue, QuerySpec } from '../query';

const collectionPath = fsPaths.publicCollection(COLLECTIONS.conversations);

export function myConversationsQuery(uid: string): QuerySpec {
  return {
    path: collectionPath,
    where: [{ field: 'participants', op: 'array-contains', value: uid }],
    orderBy: [{ field: 'lastMessageTimestamp', direction: 'desc' }],
  };
}

export function subscribeMyConversations(uid: string, onNext: (items: Conversation[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(myConversationsQuery(uid), toConversation, onNext, onError);
}

/** Live total of the caller's unread counts across conversations (the header badge). */
export function subscribeUnreadTotal(uid: string, onNext: (total: number) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeMyConversations(uid, (items) => onNext(items.reduce((sum, item) => sum + (item.unreadCount[uid] ?? 0), 0)), onError);
}

export function subscribeMessages(id: string, onNext: (items: ChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
  const spec: QuerySpec = { path: fsPaths.messages(id), orderBy: [{ field: 'timestamp', direction: 'asc' }] };
  return subscribeQuery(spec, toChatMessage, onNext, onError, { trackPendingWrites: true });
}

export interface ChatParty {
  uid: string;
  name: string;
}

/** Creates or merges the conversation when a chat opens; the opener's unread count becomes 0. */
export async function openConversation(me: ChatParty, other: ChatParty): Promise<string> {
  const { sdk, db } = await writer();
  const id = conversationId(me.uid, other.uid);
  await sdk.setDoc(
    sdk.doc(db, fsPaths.conversation(id)),
    {
      participants: [me.uid, other.uid].sort(),
      participantNames: { [me.uid]: me.name, [other.uid]: other.name },
      unreadCount: { [me.uid]: 0 },
    },
    { merge: true },
  );
  return id;
}

/** Adds the message, updates the preview and bumps the recipient's unread count, atomically. */
export async function sendMessage(from: string, to: string, text: string): Promise<void> {
  const body = text.trim();
  if (body === '') return;
  if (body.length > MESSAGE_MAX_LENGTH) throw new Error(`Messages are limited to ${MESSAGE_MAX_LENGTH} characters.`);
  const { sdk, db } = await writer();
  const id = conversationId(from, to);
  const batch = sdk.writeBatch(db);
  const message = sdk.doc(sdk.collection(db, fsPaths.messages(id)));
  batch.set(message, { text: body, senderId: from, receiverId: to, timestamp: sdk.serverTimestamp() });
  // lastMessageId lets the rules check the preview belongs to a message created in this batch.
  batch.update(sdk.doc(db, fsPaths.conversation(id)), {
    lastMessage: body,
    lastMessageTimestamp: sdk.serverTimestamp(),
    lastMessageId: message.id,
    [`unreadCount.${to}`]: sdk.increment(1),
  });
  await batch.commit();
}

export async function markConversationRead(id: string, uid: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.updateDoc(sdk.doc(db, fsPaths.conversation(id)), { [`unreadCount.${uid}`]: 0 });
}

export function adminConversationsQuery(startAfter?: FieldValue[] | null): QuerySpec {
  return {
    path: collectionPath,
    orderBy: [{ field: 'lastMessageTimestamp', direction: 'desc' }],
    limit: ADMIN_PAGE_SIZE,
    ...(startAfter ? { startAfter } : {}),
  };
}

export function fetchConversationsPage(startAfter?: FieldValue[] | null): Promise<QueryResult<Conversation>> {
  return runQuery(adminConversationsQuery(startAfter), toConversation);
}
