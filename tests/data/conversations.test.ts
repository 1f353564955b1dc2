import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeListenerCount,
  conversationCursor,
  conversationId,
  createProfiles,
  fetchOlderConversations,
  fetchOlderMessages,
  messageCursor,
  isRateLimited,
  markConversationRead,
  openConversation,
  sendMessage,
  subscribeMessages,
  subscribeMyConversations,
  subscribeUnreadTotal,
} from '@/data';
import { CONVERSATIONS_PAGE_SIZE, MESSAGE_MIN_INTERVAL_MS, MESSAGES_PAGE_SIZE } from '@/config/constants';
import type { ChatMessage, Conversation } from '../../src/data/collections/conversations';
import { offlineWritesDelivered } from '../../src/data/transport/localCache';
import { clearFirestore, signInAs, signUpFresh, waitFor, writeAsOwner } from './support';

beforeEach(clearFirestore);

describe('conversations repository', () => {
  it('opens a conversation, sends atomically, counts unread live and resets on read', async () => {
    const bob = await signUpFresh('Bob');
    await createProfiles({ uid: bob.uid, name: 'Bob', email: bob.email, phoneNumber: '1' });
    const alice = await signUpFresh('Alice');
    await createProfiles({ uid: alice.uid, name: 'Alice', email: alice.email, phoneNumber: '2' });

    const id = await openConversation({ uid: alice.uid }, { uid: bob.uid });
    expect(id).toBe(conversationId(bob.uid, alice.uid));
    await sendMessage(alice.uid, bob.uid, '  Hello Bob  ');
    await sendMessage(alice.uid, bob.uid, '   '); // blank: never sent
    // One message a second per sender (the rules' limit, checked here before sending).
    await expect(sendMessage(alice.uid, bob.uid, 'Too soon')).rejects.toSatisfy((error) => isRateLimited(error, 'messages'));
    await new Promise((resolve) => setTimeout(resolve, MESSAGE_MIN_INTERVAL_MS + 100));
    await sendMessage(alice.uid, bob.uid, 'Is the room free?');

    const messages = await waitFor<ChatMessage[]>((next, error) => subscribeMessages(id, next, error), (items) => items.length === 2);
    expect(messages.map((message) => message.text)).toEqual(['Hello Bob', 'Is the room free?']);
    expect(messages.every((message) => message.senderId === alice.uid && message.receiverId === bob.uid)).toBe(true);

    await signInAs(bob.email, bob.password);
    const conversations = await waitFor<Conversation[]>((next, error) => subscribeMyConversations(bob.uid, next, error), (items) => items.length === 1);
    expect(conversations[0]).toMatchObject({ id, lastMessage: 'Is the room free?', unreadCount: { [bob.uid]: 2 } });
    expect(conversations[0]?.participantNames).toEqual({ [alice.uid]: 'Alice', [bob.uid]: 'Bob' });
    await expect(waitFor<number>((next, error) => subscribeUnreadTotal(bob.uid, next, error), (total) => total === 2)).resolves.toBe(2);

    // Opening the existing chat does not wait for its refresh write (the messages load beside it);
    // the write still lands: Bob's unread count is reset.
    await expect(openConversation({ uid: bob.uid }, { uid: alice.uid })).resolves.toBe(id);
    await expect(waitFor<number>((next, error) => subscribeUnreadTotal(bob.uid, next, error), (total) => total === 0)).resolves.toBe(0);
    await markConversationRead(id, bob.uid);
    await expect(waitFor<number>((next, error) => subscribeUnreadTotal(bob.uid, next, error), (total) => total === 0)).resolves.toBe(0);
  });

  it('an open that runs again while the first is in flight (StrictMode, a remount) joins it', async () => {
    const dan = await signUpFresh('Dan');
    await createProfiles({ uid: dan.uid, name: 'Dan', email: dan.email, phoneNumber: '4' });
    const erin = await signUpFresh('Erin');
    await createProfiles({ uid: erin.uid, name: 'Erin', email: erin.email, phoneNumber: '5' });

    // Erin's account is new, so opening counts against her daily limit; two racing opens used to
    // both count from the same stale total and the rules refused the second.
    const opens = [openConversation({ uid: erin.uid }, { uid: dan.uid }), openConversation({ uid: erin.uid }, { uid: dan.uid })];
    expect(opens[0]).toBe(opens[1]);
    await expect(Promise.all(opens)).resolves.toEqual([conversationId(dan.uid, erin.uid), conversationId(dan.uid, erin.uid)]);
    // Once settled, opening again is a fresh write (the conversation exists, nothing is counted).
    await expect(openConversation({ uid: erin.uid }, { uid: dan.uid })).resolves.toBe(conversationId(dan.uid, erin.uid));
    // That open does not wait for its refresh write: it lands before the next test clears the
    // database and signs in someone else (it would be refused then, and logged).
    await expect(offlineWritesDelivered()).resolves.toBe(true);
  });

  it('keeps the newest 30 conversations live and pages older ones once, whatever the total', async () => {
    const me = await signUpFresh('Busy Owner');
    const total = CONVERSATIONS_PAGE_SIZE + 5;
    const start = Date.now() - total * 60_000;
    for (let i = 0; i < total; i += 1) {
      const other = `seeker-${String(i).padStart(2, '0')}`;
      await writeAsOwner(`artifacts/roomshare-uk/public/data/conversations/${conversationId(me.uid, other)}`, {
        participants: [me.uid, other].sort(),
        participantNames: { [me.uid]: 'Busy Owner', [other]: `Seeker ${i}` },
        lastMessage: `Message ${i}`,
        lastMessageTimestamp: new Date(start + i * 60_000),
        lastMessageId: `m${i}`,
        unreadCount: { [me.uid]: 1 },
      });
    }
    const live = await waitFor<Conversation[]>((next, error) => subscribeMyConversations(me.uid, next, error), (items) => items.length > 0);
    expect(live).toHaveLength(CONVERSATIONS_PAGE_SIZE);
    expect(live[0]?.lastMessage).toBe(`Message ${total - 1}`);
    const last = live.at(-1);
    const cursor = last ? conversationCursor(last) : null;
    expect(cursor).not.toBeNull();
    const older = await fetchOlderConversations(me.uid, cursor ?? []);
    expect(older.items.map((item) => item.lastMessage)).toEqual([4, 3, 2, 1, 0].map((i) => `Message ${i}`));
    expect(older.next).toBeNull();
    // The header badge counts the live page only: 30 unread, not 35 (docs/data-model.md).
    await expect(waitFor<number>((next, error) => subscribeUnreadTotal(me.uid, next, error), (count) => count > 0)).resolves.toBe(CONVERSATIONS_PAGE_SIZE);
  });

  it('keeps a chat\'s newest messages live and reads older pages once, back to the first', async () => {
    const me = await signUpFresh('Long Talker');
    const other = 'data-chatter';
    const id = conversationId(me.uid, other);
    const count = MESSAGES_PAGE_SIZE * 2 + 7;
    const start = Date.now() - count * 60_000;
    await writeAsOwner(`artifacts/roomshare-uk/public/data/conversations/${id}`, {
      participants: [me.uid, other].sort(),
      participantNames: { [me.uid]: 'Long Talker', [other]: 'Chatter' },
      unreadCount: { [me.uid]: 0 },
    });
    for (let i = 0; i < count; i += 1) {
      await writeAsOwner(`artifacts/roomshare-uk/public/data/conversations/${id}/messages/m${String(i).padStart(3, '0')}`, {
        text: `Line ${i}`,
        senderId: other,
        receiverId: me.uid,
        timestamp: new Date(start + i * 60_000),
      });
    }
    const live = await waitFor<ChatMessage[]>((next, error) => subscribeMessages(id, next, error), (items) => items.length > 0);
    expect(live).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(live.at(-1)?.text).toBe(`Line ${count - 1}`);
    const texts = live.map((message) => message.text);
    let cursor = live[0] ? messageCursor(live[0]) : null;
    while (cursor) {
      const page = await fetchOlderMessages(id, cursor);
      texts.unshift(...page.items.map((message) => message.text));
      cursor = page.next;
    }
    expect(texts).toEqual(Array.from({ length: count }, (_, i) => `Line ${i}`));
  });

  it('refuses messages to yourself and listeners are all removed after unsubscribing', async () => {
    const carol = await signUpFresh('Carol');
    await createProfiles({ uid: carol.uid, name: 'Carol', email: carol.email, phoneNumber: '3' });
    await expect(openConversation({ uid: carol.uid }, { uid: carol.uid })).rejects.toMatchObject({ code: 'permission-denied' });

    const before = activeListenerCount();
    const stops = [subscribeMyConversations(carol.uid, () => undefined, () => undefined), subscribeUnreadTotal(carol.uid, () => undefined, () => undefined)];
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(activeListenerCount()).toBe(before + 2);
    stops.forEach((stop) => stop());
    expect(activeListenerCount()).toBe(before);
  });
});
