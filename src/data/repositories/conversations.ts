/** conversations and their messages: one-to-one chat with per-user unread counts. */
import {
  ADMIN_PAGE_SIZE,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_INTERVAL_MS,
  NEW_ACCOUNT_CONVERSATIONS_PER_DAY,
  NEW_ACCOUNT_DAYS,
} from '@/config/constants';
import type { MailPost } from '@/schema/mail';
import { conversationId, toChatMessage, toConversation, type ChatMessage, type Conversation } from '@/data/collections/conversations';
import { countChange } from '../writers/counters';
import { fsPaths, isPermissionDenied, writer, type Writer } from '../transport/db';
import { addNewMessageMail } from '../writers/mail';
import { addDayCount, addMessageTick, isNewAccount, RateLimitedError } from '../writers/rateLimits';
import { runQuery, type QueryResult } from '../transport/oneShot';
import { subscribeDocument, subscribeQuery, type Unsubscribe } from '../transport/live';
import { COLLECTIONS } from '../collections';
import { DOCUMENT_ID, type FieldValue, type QuerySpec } from '../transport/query';
import { isBlank, trimBlank } from '@/lib/blank';

const collectionPath = fsPaths.publicCollection(COLLECTIONS.conversations);

/** The caller's conversations, newest message first, a page of CONVERSATIONS_PAGE_SIZE (after `cursor`). */
export function myConversationsQuery(uid: string, cursor?: FieldValue[]): QuerySpec {
  return {
    path: collectionPath,
    where: [{ field: 'participants', op: 'array-contains', value: uid }],
    orderBy: [
      { field: 'lastMessageTimestamp', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: CONVERSATIONS_PAGE_SIZE,
    ...(cursor ? { startAfter: cursor } : {}),
  };
}

/** Live: the caller's newest CONVERSATIONS_PAGE_SIZE conversations (however many they have). */
export function subscribeMyConversations(uid: string, onNext: (items: Conversation[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(myConversationsQuery(uid), toConversation, onNext, onError);
}

/** Where the page after this conversation starts (null for one without a message yet, which lists never hold). */
export function conversationCursor(conversation: Conversation): FieldValue[] | null {
  return conversation.lastMessageTimestamp ? [conversation.lastMessageTimestamp, conversation.id] : null;
}

/** The next page of older conversations, once: they change rarely, and a new message brings one back to the live page. */
export function fetchOlderConversations(uid: string, cursor: FieldValue[]): Promise<QueryResult<Conversation>> {
  return runQuery(myConversationsQuery(uid, cursor), toConversation);
}

/**
 * Live total of the caller's unread counts across their newest CONVERSATIONS_PAGE_SIZE
 * conversations (the header badge). A message makes its conversation the newest, so an unread
 * one drops out of the count only after 30 other conversations have had a message since.
 */
export function subscribeUnreadTotal(uid: string, onNext: (total: number) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeMyConversations(uid, (items) => onNext(items.reduce((sum, item) => sum + (item.unreadCount[uid] ?? 0), 0)), onError);
}

/** A chat's messages newest first, a page of MESSAGES_PAGE_SIZE (after `cursor`). */
function messagesQuery(id: string, cursor?: FieldValue[]): QuerySpec {
  return {
    path: fsPaths.messages(id),
    orderBy: [
      { field: 'timestamp', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: MESSAGES_PAGE_SIZE,
    ...(cursor ? { startAfter: cursor } : {}),
  };
}

/** Live: a chat's newest MESSAGES_PAGE_SIZE messages, oldest first (as the chat shows them). */
export function subscribeMessages(id: string, onNext: (items: ChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(messagesQuery(id), toChatMessage, (items) => onNext([...items].reverse()), onError, { trackPendingWrites: true });
}

/** Where the page before this message starts (null for one the server has not stamped yet). */
export function messageCursor(message: ChatMessage): FieldValue[] | null {
  return message.timestamp ? [message.timestamp, message.id] : null;
}

/** The page of messages before `cursor`, oldest first, once (history does not change). */
export async function fetchOlderMessages(id: string, cursor: FieldValue[]): Promise<QueryResult<ChatMessage>> {
  const page = await runQuery(messagesQuery(id, cursor), toChatMessage);
  return { items: [...page.items].reverse(), next: page.next };
}

export interface ChatParty {
  uid: string;
  name: string;
}


/** Whether conversation `id` exists yet (the rules let the two uids it names read that it does not). */
async function conversationExists({ sdk, db }: Writer, id: string): Promise<boolean> {
  return (await sdk.getDoc(sdk.doc(db, fsPaths.conversation(id)))).exists();
}

/** The name the rules accept for the other participant's entry: their public profile's. */
async function publicNameOf({ sdk, db }: Writer, uid: string): Promise<string> {
  const name: unknown = (await sdk.getDoc(sdk.doc(db, fsPaths.publicProfile(uid)))).data()?.name;
  return typeof name === 'string' ? name.trim() : '';
}

/**
 * Creates or merges the conversation when a chat opens; the opener's unread count becomes 0.
 * Both sides are labelled with their public profile names (the rules refuse any other name, so
 * nobody can borrow the other's). A new conversation is counted: accounts younger than a week
 * may start NEW_ACCOUNT_CONVERSATIONS_PER_DAY a day (RateLimitedError beyond).
 */
export function openConversation(me: Pick<ChatParty, 'uid'>, other: Pick<ChatParty, 'uid'>): Promise<string> {
  // An effect that runs again (StrictMode, a remount) while the first open is in flight joins it:
  // two racing opens would both count a new conversation, and the rules refuse the stale count.
  const key = `${conversationId(me.uid, other.uid)}/${me.uid}`;
  const pending = openingConversations.get(key);
  if (pending) return pending;
  const opening = writeOpenConversation(me, other).finally(() => openingConversations.delete(key));
  openingConversations.set(key, opening);
  return opening;
}

const openingConversations = new Map<string, Promise<string>>();

/** The participant names the rules accept: each public profile name, left out when empty. */
async function participantNamesOf(writing: Writer, uids: string[]): Promise<Record<string, string>> {
  const names = await Promise.all(uids.map((uid) => publicNameOf(writing, uid)));
  return Object.fromEntries(uids.flatMap((uid, index) => (names[index] ? [[uid, names[index]] as const] : [])));
}

async function writeOpenConversation(me: Pick<ChatParty, 'uid'>, other: Pick<ChatParty, 'uid'>): Promise<string> {
  const writing = await writer();
  const { sdk, db } = writing;
  const id = conversationId(me.uid, other.uid);
  const [exists, participantNames] = await Promise.all([conversationExists(writing, id), participantNamesOf(writing, [me.uid, other.uid])]);
  const batch = sdk.writeBatch(db);
  batch.set(
    sdk.doc(db, fsPaths.conversation(id)),
    {
      participants: [me.uid, other.uid].sort(),
      participantNames,
      unreadCount: { [me.uid]: 0 },
    },
    { merge: true },
  );
  if (exists) {
    // The chat can be read now (the rules only need the conversation to exist): its messages load
    // beside this write, not after it. It only refreshes the names and the opener's unread count.
    batch.commit().catch((cause: unknown) => console.error('Could not refresh the conversation', id, cause));
    return id;
  }
  const limited = await isNewAccount(writing, me.uid, NEW_ACCOUNT_DAYS);
  await addDayCount(writing, batch, me.uid, 'conversations', limited ? NEW_ACCOUNT_CONVERSATIONS_PER_DAY : null);
  countChange(writing, batch, COLLECTIONS.conversations, id, 1);
  await batch.commit();
  return id;
}

/** Each sender's last message from this page: when it was sent, and when the server confirmed it. */
const lastSend = new Map<string, { sentAt: number; confirmedAt: number | null }>();

/**
 * Adds the message, updates the preview, bumps the recipient's unread count and ticks the
 * sender's message limit, atomically. Within a second of the previous message it throws
 * RateLimitedError (before sending, or when the rules refuse it for that reason).
 */
export async function sendMessage(from: string, to: string, text: string, about?: MailPost): Promise<void> {
  const body = trimBlank(text);
  if (isBlank(body)) return;
  if (body.length > MESSAGE_MAX_LENGTH) throw new Error(`Messages are limited to ${MESSAGE_MAX_LENGTH} characters.`);
  const sentAt = Date.now();
  const previous = lastSend.get(from);
  if (previous && sentAt - previous.sentAt < MESSAGE_MIN_INTERVAL_MS) throw new RateLimitedError('messages');
  // The server stamps the previous message no later than its confirmation, so a message sent a
  // second after that confirmation is never refused as too fast; before it, a refusal may be.
  const mayBeTooSoon = previous !== undefined && (previous.confirmedAt === null || sentAt - previous.confirmedAt < MESSAGE_MIN_INTERVAL_MS);
  const times: { sentAt: number; confirmedAt: number | null } = { sentAt, confirmedAt: null };
  lastSend.set(from, times);
  const writing = await writer();
  const { sdk, db } = writing;
  const id = conversationId(from, to);
  const message = sdk.doc(sdk.collection(db, fsPaths.messages(id)));
  const sendBatch = () => {
    const batch = sdk.writeBatch(db);
    batch.set(message, { text: body, senderId: from, receiverId: to, timestamp: sdk.serverTimestamp() });
    // lastMessageId lets the rules check the preview belongs to a message created in this batch.
    batch.update(sdk.doc(db, fsPaths.conversation(id)), {
      lastMessage: body,
      lastMessageTimestamp: sdk.serverTimestamp(),
      lastMessageId: message.id,
      [`unreadCount.${to}`]: sdk.increment(1),
    });
    addMessageTick(writing, batch, from, id);
    return batch;
  };
  const batch = sendBatch();
  // The first message of an unread streak carries its email (src/data/writers/mail.ts).
  const mailed = await addNewMessageMail(writing, batch, { from, to, conversationId: id, messageId: message.id, about });
  try {
    try {
      await batch.commit();
    } catch (error) {
      // An email the rules refuse (a setting changed meanwhile) never costs the message: send it alone.
      if (!mailed || !isPermissionDenied(error)) throw error;
      await sendBatch().commit();
    }
    times.confirmedAt = Date.now();
  } catch (error) {
    throw isPermissionDenied(error) && mayBeTooSoon ? new RateLimitedError('messages') : error;
  }
}

/** Live: one conversation (the open chat's read receipts); null while it does not exist. */
export function subscribeConversation(id: string, onNext: (item: Conversation | null) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeDocument(fsPaths.conversation(id), toConversation, onNext, onError);
}

/**
 * The reader's unread count to 0 and their `lastReadAt` to the server's time ("Seen" for the
 * other side). Someone the other participant blocked may only reset the count (the rules refuse
 * the receipt), so a refused receipt falls back to the count alone.
 */
export async function markConversationRead(id: string, uid: string): Promise<void> {
  const { sdk, db } = await writer();
  const ref = sdk.doc(db, fsPaths.conversation(id));
  try {
    await sdk.updateDoc(ref, { [`unreadCount.${uid}`]: 0, [`lastReadAt.${uid}`]: sdk.serverTimestamp() });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    await sdk.updateDoc(ref, { [`unreadCount.${uid}`]: 0 });
  }
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
