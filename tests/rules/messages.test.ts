/** conversations/{id}/messages/{mid}: immutable, created only by a participant as itself, in the send batch. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../../src/config/constants';
import { useRulesEnv } from './support/env';
import { ADMIN, batchSendMessage, castDocs, conversationDocs, conversationId, messageDoc, OTHER, OWNER, paths, THIRD } from './support/fixtures';

const h = useRulesEnv();
const ID = conversationId(OWNER, OTHER);
const messages = (db: Firestore, id = ID) => collection(db, paths.messages(id));
const message = (db: Firestore, mid = 'm1', id = ID) => doc(db, `${paths.messages(id)}/${mid}`);

/** Seeded: conversation OWNER-OTHER with message m1 from OWNER to OTHER. */
async function seedChat(): Promise<void> {
  await h.seed({ ...castDocs(), ...conversationDocs(OWNER, OTHER) });
}

describe('messages', () => {
  describe('guest', () => {
    it('cannot read or send messages', async () => {
      await seedChat();
      await assertFails(getDoc(message(h.guest())));
      await assertFails(getDocs(messages(h.guest())));
      await assertFails(getDocs(collectionGroup(h.guest(), 'messages')));
      // attack 1
      await assertFails(setDoc(message(h.guest(), 'g1'), messageDoc('guest', OWNER)));
      await assertSucceeds(getDocs(messages(h.as(OTHER))));
    });
  });

  describe('participants', () => {
    it('both read the messages in time order', async () => {
      await seedChat();
      for (const uid of [OWNER, OTHER]) {
        const page = await assertSucceeds(getDocs(query(messages(h.as(uid)), orderBy('timestamp', 'asc'))));
        expect(page.size).toBe(1);
      }
      await assertSucceeds(getDoc(message(h.as(OTHER))));
    });

    it('send with the data-model batch (message + preview + receiver unread + 1), both ways', async () => {
      await seedChat();
      await assertSucceeds(batchSendMessage(h.as(OTHER), OTHER, OWNER, 'Yes, it is!'));
      await assertSucceeds(batchSendMessage(h.as(OWNER), OWNER, OTHER, 'Great, can I view it on Saturday?'));
      const conversation = await getDoc(doc(h.as(OWNER), paths.conversation(ID)));
      expect(conversation.data()?.unreadCount).toEqual({ [OWNER]: 1, [OTHER]: 2 });
    });

    it('attack 19: cannot forge senderId or receiverId', async () => {
      await seedChat();
      const owner = h.as(OWNER);
      // attack 19
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'I am Bob', { message: { senderId: OTHER, receiverId: OWNER } }));
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'To a stranger', { message: { receiverId: THIRD } }));
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'Forged sender', { message: { senderId: THIRD } }));
      await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'Genuine'));
    });

    it('attack 30: cannot message itself', async () => {
      await seedChat();
      const owner = h.as(OWNER);
      // attack 30
      await assertFails(
        batchSendMessage(owner, OWNER, OWNER, 'Note to self', {
          conversationId: ID,
          conversation: { lastMessage: 'Note to self', lastMessageTimestamp: serverTimestamp(), [`unreadCount.${OWNER}`]: increment(1) },
        }),
      );
      await assertFails(batchSendMessage(owner, OWNER, OWNER, 'Note to self'));
      await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'To Bob'));
    });

    it('text must be non-blank, at most 2000 characters, with a server timestamp and the exact keys', async () => {
      await seedChat();
      const owner = h.as(OWNER);
      await assertFails(batchSendMessage(owner, OWNER, OTHER, '   '));
      await assertFails(batchSendMessage(owner, OWNER, OTHER, ''));
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'x'.repeat(MESSAGE_MAX_LENGTH + 1)));
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'Back-dated', { message: { timestamp: Timestamp.fromDate(new Date('2020-01-01')) } }));
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'Extra', { message: { pinned: true } }));
      await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'x'.repeat(MESSAGE_MAX_LENGTH)));
    });

    it('a message must come with its conversation update (preview = text, receiver unread + 1)', async () => {
      await seedChat();
      const owner = h.as(OWNER);
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'Silent', { conversation: null }));
      await assertFails(setDoc(message(owner, 'solo'), messageDoc(OWNER, OTHER, 'Silent')));
      await assertFails(
        batchSendMessage(owner, OWNER, OTHER, 'Real text', {
          conversation: { lastMessage: 'Different preview', lastMessageTimestamp: serverTimestamp(), [`unreadCount.${OTHER}`]: increment(1) },
        }),
      );
      await assertFails(
        batchSendMessage(owner, OWNER, OTHER, 'No unread', { conversation: { lastMessage: 'No unread', lastMessageTimestamp: serverTimestamp() } }),
      );
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'Nowhere', { conversationId: conversationId(OWNER, THIRD) }));
      await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'Real text'));
    });

    it('attack 20: sent messages cannot be edited or deleted, by sender, receiver or admin', async () => {
      await seedChat();
      // attack 20
      await assertFails(updateDoc(message(h.as(OWNER)), { text: 'I never said that' }));
      await assertFails(setDoc(message(h.as(OWNER)), messageDoc(OWNER, OTHER, 'Rewritten')));
      await assertFails(deleteDoc(message(h.as(OWNER))));
      await assertFails(deleteDoc(message(h.as(OTHER))));
      await assertFails(updateDoc(message(h.as(ADMIN)), { text: 'Moderated' }));
      await assertFails(deleteDoc(message(h.as(ADMIN))));
      // The twin: sending a new message is allowed.
      await assertSucceeds(batchSendMessage(h.as(OWNER), OWNER, OTHER, 'A correction'));
    });

    it('collection-group reads constrained to itself are allowed', async () => {
      await seedChat();
      const sent = await assertSucceeds(getDocs(query(collectionGroup(h.as(OWNER), 'messages'), where('senderId', '==', OWNER))));
      expect(sent.size).toBe(1);
      await assertSucceeds(getDocs(query(collectionGroup(h.as(OTHER), 'messages'), where('receiverId', '==', OTHER))));
    });
  });

  describe('other user (not a participant)', () => {
    it('attack 17: cannot read the messages, by path or through the collection group', async () => {
      await seedChat();
      const third = h.as(THIRD);
      // attack 17
      await assertFails(getDoc(message(third)));
      await assertFails(getDocs(query(messages(third), orderBy('timestamp', 'asc'))));
      await assertFails(getDocs(collectionGroup(third, 'messages')));
      await assertFails(getDocs(query(collectionGroup(third, 'messages'), where('senderId', '==', OWNER))));
      await assertFails(getDocs(query(collectionGroup(third, 'messages'), where('receiverId', '==', OTHER))));
      const own = await assertSucceeds(getDocs(query(collectionGroup(third, 'messages'), where('senderId', '==', THIRD))));
      expect(own.size).toBe(0);
    });

    it('cannot post into someone else\'s conversation', async () => {
      await seedChat();
      const third = h.as(THIRD);
      await assertFails(batchSendMessage(third, THIRD, OTHER, 'Hi from outside', { conversationId: ID }));
      await assertFails(batchSendMessage(third, THIRD, OWNER, 'Hi from outside', { conversationId: ID }));
    });
  });

  describe('admin', () => {
    it('reads any conversation\'s messages, also through the collection group', async () => {
      await seedChat();
      const admin = h.as(ADMIN);
      await assertSucceeds(getDocs(query(messages(admin), orderBy('timestamp', 'asc'))));
      await assertSucceeds(getDoc(message(admin)));
      const all = await assertSucceeds(getDocs(collectionGroup(admin, 'messages')));
      expect(all.size).toBe(1);
    });

    it('attack 24: cannot send as someone else or into a conversation it is not part of', async () => {
      await seedChat();
      const admin = h.as(ADMIN);
      // attack 24
      await assertFails(batchSendMessage(admin, OWNER, OTHER, 'Sent by admin as Alice'));
      await assertFails(batchSendMessage(admin, ADMIN, OTHER, 'Admin butting in', { conversationId: ID }));
      // The twin: in its own conversation an admin is an ordinary participant.
      await h.seed(conversationDocs(ADMIN, OTHER));
      await assertSucceeds(batchSendMessage(admin, ADMIN, OTHER, 'Hello from support'));
    });
  });
});
