/** public/data/conversations/{uidA_uidB}: participants only (admins read), guarded unread counts. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, NEW_ACCOUNT_DAYS } from '../../src/config/constants';
import { useRulesEnv } from './support/env';
import { ADMIN, batchSendMessage, countStep, castDocs, conversationDoc, conversationDocs, conversationId, nextDayCount, openChat, OTHER, OWNER, paths, privateProfileDoc, publicProfileDoc, THIRD } from './support/fixtures';

const h = useRulesEnv();
const ID = conversationId(OWNER, OTHER);
const conversations = (db: Firestore) => collection(db, paths.publicCollection('conversations'));
const conversation = (db: Firestore, id = ID) => doc(db, paths.conversation(id));

/** A conversation create with the opener's conversations counter in the batch, as the data layer writes it. */
async function createCounted(db: Firestore, me: string, id: string, data: DocumentData): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, paths.conversation(id)), data);
  batch.set(doc(db, paths.rateLimit(me, 'conversations')), await nextDayCount(db, me, 'conversations'));
  countStep(batch, doc(db, paths.conversation(id)), 1);
  await batch.commit();
}

/** Seeded: OWNER sent OTHER one message; unread { OWNER: 0, OTHER: 1 }. */
async function seedChat(): Promise<void> {
  await h.seed({ ...castDocs(), ...conversationDocs(OWNER, OTHER) });
}

describe('conversations', () => {
  describe('guest', () => {
    it('cannot read, list or create conversations', async () => {
      await seedChat();
      await assertFails(getDoc(conversation(h.guest())));
      await assertFails(getDocs(query(conversations(h.guest()), where('participants', 'array-contains', OWNER))));
      // attack 1
      await assertFails(setDoc(conversation(h.guest(), conversationId('guest', OWNER)), conversationDoc('guest', OWNER)));
      await assertFails(updateDoc(conversation(h.guest()), { lastMessage: 'spam' }));
      await assertSucceeds(getDoc(conversation(h.as(OWNER))));
    });
  });

  describe('participant', () => {
    it('reads its conversation and lists its own (array-contains, newest first)', async () => {
      await seedChat();
      const owner = h.as(OWNER);
      const snapshot = await assertSucceeds(getDoc(conversation(owner)));
      expect(snapshot.data()?.participants).toEqual([OWNER, OTHER].sort());
      const mine = await assertSucceeds(
        getDocs(query(conversations(owner), where('participants', 'array-contains', OWNER), orderBy('lastMessageTimestamp', 'desc'))),
      );
      expect(mine.size).toBe(1);
    });

    it('opens a chat (create, then merge again) with its own unread count at 0', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      await assertSucceeds(openChat(owner, OWNER, THIRD));
      await assertSucceeds(openChat(owner, OWNER, THIRD));
      await assertSucceeds(openChat(h.as(THIRD), THIRD, OWNER));
      const snapshot = await getDoc(conversation(owner, conversationId(OWNER, THIRD)));
      expect(snapshot.data()?.unreadCount).toEqual({ [OWNER]: 0, [THIRD]: 0 });
    });

    it('attack 18: the id must be the sorted participant uids joined by "_", including the caller', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      const good = conversationId(OWNER, THIRD);
      const reversed = [OWNER, THIRD].sort().reverse();
      // attack 18
      await assertFails(createCounted(owner, OWNER, 'my-chat', { participants: [OWNER, THIRD].sort(), participantNames: {}, unreadCount: {} }));
      await assertFails(createCounted(owner, OWNER, reversed.join('_'), { participants: reversed, participantNames: {}, unreadCount: {} }));
      await assertFails(createCounted(owner, OWNER, good, { participants: reversed, participantNames: {}, unreadCount: {} }));
      await assertFails(createCounted(owner, OWNER, conversationId(OTHER, THIRD), { participants: [OTHER, THIRD].sort(), participantNames: {}, unreadCount: {} }));
      await assertFails(createCounted(owner, OWNER, good, { participants: [OWNER, THIRD, OTHER].sort(), participantNames: {}, unreadCount: {} }));
      await assertFails(createCounted(owner, OWNER, good, { participants: [OWNER, THIRD].sort(), participantNames: {}, unreadCount: { [THIRD]: 5 } }));
      await assertFails(
        createCounted(owner, OWNER, good, { participants: [OWNER, THIRD].sort(), participantNames: {}, unreadCount: {}, lastMessage: 'fake preview' }),
      );
      await assertSucceeds(createCounted(owner, OWNER, good, { participants: [OWNER, THIRD].sort(), participantNames: {}, unreadCount: {} }));
    });

    it('attack 30: cannot open a conversation with itself', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      // attack 30
      await assertFails(setDoc(conversation(owner, `${OWNER}_${OWNER}`), { participants: [OWNER, OWNER], participantNames: {}, unreadCount: {} }));
      await assertFails(openChat(owner, OWNER, OWNER));
      await assertSucceeds(openChat(owner, OWNER, OTHER));
    });

    it('attack 21: participants are immutable and names only for participants', async () => {
      await seedChat();
      const owner = h.as(OWNER);
      // attack 21
      await assertFails(updateDoc(conversation(owner), { participants: [OWNER, THIRD].sort() }));
      await assertFails(updateDoc(conversation(owner), { participants: [OWNER] }));
      await assertFails(updateDoc(conversation(owner), { [`participantNames.${THIRD}`]: 'Carol' }));
      await assertFails(updateDoc(conversation(owner), { [`participantNames.${OTHER}`]: 42 }));
      await assertFails(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: 'x'.repeat(101) }));
      await assertFails(updateDoc(conversation(h.as(THIRD)), { [`participantNames.${OWNER}`]: 'Renamed by a stranger' }));
      // Re-opening the chat refreshes one's own display name from one's public profile.
      await h.seed({ [paths.publicProfile(OWNER)]: publicProfileDoc(OWNER, { name: 'Alice Smith' }) });
      await assertSucceeds(openChat(owner, OWNER, OTHER, { [OWNER]: 'Alice Smith' }));
    });

    it('attack 46: each side writes only its own name; the other entry only as their public profile name', async () => {
      await seedChat();
      const owner = h.as(OWNER);
      // attack 46
      await assertFails(updateDoc(conversation(owner), { [`participantNames.${OTHER}`]: 'Bob the Scammer' }));
      await assertFails(updateDoc(conversation(owner), { participantNames: { [OWNER]: `Name of ${OTHER}`, [OTHER]: `Name of ${OWNER}` } }));
      await assertFails(updateDoc(conversation(owner), { [`participantNames.${OTHER}`]: deleteField() }));
      await assertFails(openChat(owner, OWNER, THIRD, { [THIRD]: 'Invented name' }));
      await h.seed({ [paths.publicProfile(OWNER)]: publicProfileDoc(OWNER, { name: 'Alice Renamed' }) });
      await assertSucceeds(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: 'Alice Renamed' }));
      // Opening a chat labels the other side with their public profile name.
      await assertSucceeds(openChat(owner, OWNER, THIRD, { [OWNER]: 'Alice Renamed' }));
      await h.seed({ [paths.publicProfile(OTHER)]: publicProfileDoc(OTHER, { name: 'Bob Renamed' }) });
      await assertSucceeds(updateDoc(conversation(owner), { [`participantNames.${OTHER}`]: 'Bob Renamed' }));
    });

    it('attack 84: one\'s own name is one\'s public profile name, not the other participant\'s', async () => {
      await seedChat();
      const owner = h.as(OWNER);
      // attack 84: both sides then read as the victim
      await assertFails(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: `Name of ${OTHER}` }));
      await assertFails(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: 'Site Admin' }));
      await assertFails(openChat(owner, OWNER, THIRD, { [OWNER]: `Name of ${THIRD}` }));
      await assertFails(createCounted(owner, OWNER, conversationId(OWNER, THIRD), { participants: [OWNER, THIRD].sort(), participantNames: { [OWNER]: 'Support Team' }, unreadCount: { [OWNER]: 0 } }));
      // The twin: one's own public profile name (kept, or set again).
      await assertSucceeds(updateDoc(conversation(owner), { [`participantNames.${OWNER}`]: `Name of ${OWNER}` }));
      await assertSucceeds(openChat(owner, OWNER, THIRD));
    });

    it('attack 88: a conversation only with someone who has an account, whatever the opener\'s age', async () => {
      const old = Timestamp.fromMillis(Date.now() - (NEW_ACCOUNT_DAYS + 1) * 24 * 60 * 60 * 1000);
      await h.seed({ ...castDocs(), [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER, { createdAt: old }) });
      const owner = h.as(OWNER);
      // attack 88: a made-up uid (no public profile), by an account older than a week (not capped)
      await assertFails(createCounted(owner, OWNER, conversationId(OWNER, 'zz-no-account'), { participants: [OWNER, 'zz-no-account'].sort(), participantNames: { [OWNER]: `Name of ${OWNER}` }, unreadCount: { [OWNER]: 0 } }));
      await assertSucceeds(openChat(owner, OWNER, THIRD));
    });

    it('attack 22: cannot add 2, go negative, raise its own count or bump without a message', async () => {
      await seedChat();
      const owner = h.as(OWNER);
      const preview = { lastMessage: 'hi', lastMessageTimestamp: serverTimestamp() };
      // attack 22
      await assertFails(updateDoc(conversation(owner), { ...preview, [`unreadCount.${OTHER}`]: increment(2) }));
      await assertFails(updateDoc(conversation(owner), { ...preview, [`unreadCount.${OTHER}`]: -1 }));
      await assertFails(updateDoc(conversation(owner), { [`unreadCount.${OTHER}`]: increment(1) }));
      await assertFails(updateDoc(conversation(owner), { [`unreadCount.${OWNER}`]: increment(1) }));
      await assertFails(updateDoc(conversation(owner), { ...preview, [`unreadCount.${OWNER}`]: increment(1) }));
      await assertFails(updateDoc(conversation(owner), { [`unreadCount.${OTHER}`]: 1.5 }));
      await assertFails(updateDoc(conversation(owner), { [`unreadCount.${THIRD}`]: 1 }));
      await assertFails(updateDoc(conversation(owner), { lastMessage: 'edited preview' }));
      // A preview naming a message that this batch does not create (fake bump) is refused too.
      await assertFails(updateDoc(conversation(owner), { ...preview, lastMessageId: 'no-such-message', [`unreadCount.${OTHER}`]: increment(1) }));
      // The twin: the send-message batch adds exactly 1 for the receiver.
      await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'Hello again'));
      const snapshot = await getDoc(conversation(owner));
      expect(snapshot.data()?.unreadCount).toEqual({ [OWNER]: 0, [OTHER]: 2 });
    });

    it('attack 23: cannot reset the other participant\'s unread count; resets its own', async () => {
      await seedChat();
      // attack 23
      await assertFails(updateDoc(conversation(h.as(OWNER)), { [`unreadCount.${OTHER}`]: 0 }));
      await assertFails(updateDoc(conversation(h.as(OWNER)), { [`unreadCount.${OTHER}`]: deleteField() }));
      await assertFails(updateDoc(conversation(h.as(OWNER)), { unreadCount: { [OWNER]: 0, [OTHER]: 0 } }));
      await assertSucceeds(updateDoc(conversation(h.as(OTHER)), { [`unreadCount.${OTHER}`]: 0 }));
      await assertSucceeds(openChat(h.as(OTHER), OTHER, OWNER));
    });

    it('cannot delete a conversation', async () => {
      await seedChat();
      await assertFails(deleteDoc(conversation(h.as(OWNER))));
      await assertFails(deleteDoc(conversation(h.as(ADMIN))));
    });
  });

  describe('other user (not a participant)', () => {
    it('attack 16: cannot learn whether two others have a conversation; the two named in the id can', async () => {
      await h.seed(castDocs());
      // attack 16
      await assertFails(getDoc(conversation(h.as(THIRD))));
      await assertFails(getDoc(conversation(h.guest())));
      const missing = await assertSucceeds(getDoc(conversation(h.as(OWNER))));
      expect(missing.exists()).toBe(false);
    });

    it('attack 16: cannot get or list someone else\'s conversation', async () => {
      await seedChat();
      const third = h.as(THIRD);
      // attack 16
      await assertFails(getDoc(conversation(third)));
      await assertFails(getDocs(query(conversations(third), where('participants', 'array-contains', OWNER))));
      await assertFails(getDocs(query(conversations(third), orderBy('lastMessageTimestamp', 'desc'), limit(10))));
      // Its own (empty) list is fine.
      const own = await assertSucceeds(getDocs(query(conversations(third), where('participants', 'array-contains', THIRD))));
      expect(own.size).toBe(0);
    });

    it('cannot write into someone else\'s conversation', async () => {
      await seedChat();
      const third = h.as(THIRD);
      await assertFails(updateDoc(conversation(third), { lastMessage: 'spam', lastMessageTimestamp: serverTimestamp(), [`unreadCount.${OTHER}`]: increment(1) }));
      await assertFails(openChat(third, OWNER, OTHER, {}, { skipCount: true }));
    });
  });

  describe('admin', () => {
    it('reads any conversation, pages 10 at a time and counts', async () => {
      await seedChat();
      const admin = h.as(ADMIN);
      await assertSucceeds(getDoc(conversation(admin)));
      await assertSucceeds(getDocs(query(conversations(admin), orderBy('lastMessageTimestamp', 'desc'), limit(ADMIN_PAGE_SIZE))));
      const count = await assertSucceeds(getCountFromServer(conversations(admin)));
      expect(count.data().count).toBe(1);
    });

    it('cannot change a conversation it is not part of', async () => {
      await seedChat();
      const admin = h.as(ADMIN);
      await assertFails(updateDoc(conversation(admin), { [`unreadCount.${OTHER}`]: 0 }));
      await assertFails(updateDoc(conversation(admin), { participants: [ADMIN, OWNER].sort() }));
    });
  });
});
