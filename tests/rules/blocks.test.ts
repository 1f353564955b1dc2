/** users/{uid}/blocks/{otherUid}: private to its owner, and enforced on message create. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { ADMIN, batchSendMessage, castDocs, conversationDocs, conversationId, openChat, OTHER, OWNER, paths, publicProfileDoc, THIRD } from './support/fixtures';

const h = useRulesEnv();
const blocks = (db: Firestore, uid = OWNER) => collection(db, paths.blocks(uid));
const block = (db: Firestore, uid = OWNER, other = OTHER) => doc(db, paths.block(uid, other));
const conversation = (db: Firestore) => doc(db, paths.conversation(conversationId(OWNER, OTHER)));

/** OWNER has blocked OTHER; OWNER and OTHER have a conversation. */
async function seedBlock(): Promise<void> {
  await h.seed({ ...castDocs(), ...conversationDocs(OTHER, OWNER), [paths.block(OWNER, OTHER)]: { blockedAt: serverTimestamp() } });
}

describe('blocks', () => {
  describe('guest', () => {
    it('attack 1 / attack 37: cannot read or write anyone’s blocks', async () => {
      await seedBlock();
      // attack 37
      await assertFails(getDoc(block(h.guest())));
      await assertFails(getDocs(blocks(h.guest())));
      // attack 1
      await assertFails(setDoc(block(h.guest(), OWNER, THIRD), { blockedAt: serverTimestamp() }));
      await assertFails(deleteDoc(block(h.guest())));
      await assertSucceeds(getDoc(block(h.as(OWNER))));
    });
  });

  describe('owner', () => {
    it('lists, blocks and unblocks', async () => {
      await seedBlock();
      const db = h.as(OWNER);
      await assertSucceeds(getDocs(blocks(db)));
      await assertSucceeds(setDoc(block(db, OWNER, THIRD), { blockedAt: serverTimestamp() }));
      await assertSucceeds(deleteDoc(block(db)));
    });

    it('attack 38: a block carries only a server blockedAt and never names oneself', async () => {
      await h.seed(castDocs());
      const db = h.as(OWNER);
      // attack 38
      await assertFails(setDoc(block(db), { blockedAt: Timestamp.fromDate(new Date('2020-01-01')) }));
      await assertFails(setDoc(block(db), { blockedAt: serverTimestamp(), reason: 'spam' }));
      await assertFails(setDoc(block(db), {}));
      await assertFails(setDoc(block(db, OWNER, OWNER), { blockedAt: serverTimestamp() }));
      await assertSucceeds(setDoc(block(db), { blockedAt: serverTimestamp() }));
    });
  });

  describe('other user and admin', () => {
    it('attack 37: cannot read, add to or lift someone else’s blocks, admins included', async () => {
      await seedBlock();
      for (const uid of [OTHER, ADMIN]) {
        const db = h.as(uid);
        // attack 37
        await assertFails(getDoc(block(db)));
        await assertFails(getDocs(blocks(db)));
        await assertFails(deleteDoc(block(db)));
        await assertFails(setDoc(block(db, OWNER, THIRD), { blockedAt: serverTimestamp() }));
      }
      await assertSucceeds(setDoc(block(h.as(OTHER), OTHER, THIRD), { blockedAt: serverTimestamp() }));
    });
  });

  describe('messages', () => {
    it('attack 39: a blocked user cannot message the one who blocked them; unblocking restores it', async () => {
      await seedBlock();
      // attack 39
      await assertFails(batchSendMessage(h.as(OTHER), OTHER, OWNER, 'Please answer me'));
      // The blocker may still write (the block protects them, not the other way round).
      await assertSucceeds(batchSendMessage(h.as(OWNER), OWNER, OTHER, 'Please stop messaging me.'));
      await assertSucceeds(deleteDoc(block(h.as(OWNER))));
      await assertSucceeds(batchSendMessage(h.as(OTHER), OTHER, OWNER, 'Sorry, one last question'));
    });

    it('attack 48: a blocked user cannot rename itself in the conversation, only reset its own unread count', async () => {
      await h.seed({ ...castDocs(), ...conversationDocs(OWNER, OTHER), [paths.block(OWNER, OTHER)]: { blockedAt: serverTimestamp() } });
      const blocked = h.as(OTHER);
      // attack 48
      await assertFails(updateDoc(conversation(blocked), { [`participantNames.${OTHER}`]: 'You cannot ignore me' }));
      await assertFails(openChat(blocked, OTHER, OWNER, { [OTHER]: 'Renamed while blocked' }, { skipCount: true }));
      await assertSucceeds(updateDoc(conversation(blocked), { [`unreadCount.${OTHER}`]: 0 }));
      await assertSucceeds(openChat(blocked, OTHER, OWNER, {}, { skipCount: true }));
      // The blocker still renames itself; after unblocking, so does the other.
      await h.seed({
        [paths.publicProfile(OWNER)]: publicProfileDoc(OWNER, { name: 'Alice Renamed' }),
        [paths.publicProfile(OTHER)]: publicProfileDoc(OTHER, { name: 'Bob Renamed' }),
      });
      await assertSucceeds(updateDoc(conversation(h.as(OWNER)), { [`participantNames.${OWNER}`]: 'Alice Renamed' }));
      await assertFails(updateDoc(conversation(blocked), { [`participantNames.${OTHER}`]: 'Bob Renamed' }));
      await assertSucceeds(deleteDoc(block(h.as(OWNER))));
      await assertSucceeds(updateDoc(conversation(blocked), { [`participantNames.${OTHER}`]: 'Bob Renamed' }));
    });

    it('a block on someone else does not affect a third user', async () => {
      await h.seed({ ...castDocs(), ...conversationDocs(THIRD, OWNER), [paths.block(OWNER, OTHER)]: { blockedAt: serverTimestamp() } });
      await assertSucceeds(batchSendMessage(h.as(THIRD), THIRD, OWNER, 'Is the room free?'));
    });
  });
});
