/** room_listings/{id}/contact/phone: the poster's number, public only for premium posters. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS } from '../../src/config/constants';
import { useRulesEnv } from './support/env';
import { ADMIN, audited, castDocs, contactDoc, listingDocs, OTHER, OWNER, PHONE, PREMIUM, paths } from './support/fixtures';

const h = useRulesEnv();
const contact = (db: Firestore, id = 'l1') => doc(db, paths.roomListingContact(id));

async function seedPosts(): Promise<void> {
  // l1: a normal owner; p1: a premium poster.
  await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']), ...listingDocs(PREMIUM, ['p1']) });
}

describe('room listing contact', () => {
  describe('guest', () => {
    it('attack 29: cannot read a non-premium poster\'s phone, can read a premium poster\'s', async () => {
      await seedPosts();
      // attack 29
      await assertFails(getDoc(contact(h.guest())));
      const premium = await assertSucceeds(getDoc(contact(h.guest(), 'p1')));
      expect(premium.data()?.phoneNumber).toBe(PHONE);
    });

    it('attack 82: a premium poster\'s phone is not public while the listing is hidden, pending or rejected', async () => {
      for (const status of ['hidden', 'pending', 'rejected']) {
        await h.env().clearFirestore();
        const moderated = status === 'rejected' ? { status, rejectionReason: REJECTION_REASONS[0] } : { status };
        await h.seed({ ...castDocs(), ...listingDocs(PREMIUM, ['p1'], moderated) });
        // attack 82
        await assertFails(getDoc(contact(h.guest(), 'p1')));
        await assertFails(getDoc(contact(h.as(OTHER), 'p1')));
        await assertSucceeds(getDoc(contact(h.as(PREMIUM), 'p1')));
        await assertSucceeds(getDoc(contact(h.as(ADMIN), 'p1')));
      }
      await h.seed({ ...listingDocs(PREMIUM, ['p1'], { status: 'filled' }) });
      await assertSucceeds(getDoc(contact(h.guest(), 'p1')));
    });

    it('attack 1: cannot write a contact', async () => {
      await seedPosts();
      // attack 1
      await assertFails(setDoc(contact(h.guest()), contactDoc(OWNER, { phoneNumber: '+44 0000' })));
      await assertFails(deleteDoc(contact(h.guest())));
      await assertSucceeds(updateDoc(contact(h.as(OWNER)), { phoneNumber: '+44 7700 900999' }));
    });
  });

  describe('owner', () => {
    it('reads and updates its own number', async () => {
      await seedPosts();
      const owner = h.as(OWNER);
      await assertSucceeds(getDoc(contact(owner)));
      await assertSucceeds(updateDoc(contact(owner), { phoneNumber: '+44 7700 900456' }));
      await assertFails(updateDoc(contact(owner), { phoneNumber: '' }));
      await assertFails(updateDoc(contact(owner), { userId: OTHER }));
      await assertFails(updateDoc(contact(owner), { email: 'a@b.c' }));
    });

    it('cannot attach a contact to someone else\'s listing or a listing that does not exist', async () => {
      await seedPosts();
      const owner = h.as(OWNER);
      await assertFails(setDoc(contact(owner, 'p1'), contactDoc(OWNER)));
      await assertFails(setDoc(contact(owner, 'nope'), contactDoc(OWNER)));
      await assertSucceeds(deleteDoc(contact(owner)));
      await assertSucceeds(setDoc(contact(owner), contactDoc(OWNER)));
    });
  });

  describe('other user', () => {
    it('attack 29: cannot read a non-premium poster\'s phone, can read a premium poster\'s', async () => {
      await seedPosts();
      // attack 29
      await assertFails(getDoc(contact(h.as(OTHER))));
      await assertSucceeds(getDoc(contact(h.as(OTHER), 'p1')));
    });

    it('cannot replace or delete another poster\'s number', async () => {
      await seedPosts();
      const other = h.as(OTHER);
      await assertFails(updateDoc(contact(other), { phoneNumber: '+44 7700 900666' }));
      await assertFails(updateDoc(contact(other, 'p1'), { phoneNumber: '+44 7700 900666' }));
      await assertFails(deleteDoc(contact(other)));
    });
  });

  describe('admin', () => {
    it('reads, edits and deletes any contact', async () => {
      await seedPosts();
      const admin = h.as(ADMIN);
      await assertSucceeds(getDoc(contact(admin)));
      await assertSucceeds(updateDoc(contact(admin), { phoneNumber: '+44 7700 900321' }));
      await assertSucceeds(deleteDoc(contact(admin)));
    });

    it('granting premium (both copies and the post\'s mirror) makes the number public', async () => {
      await seedPosts();
      await assertFails(getDoc(contact(h.guest())));
      const admin = h.as(ADMIN);
      await assertSucceeds(
        audited(admin, { actor: ADMIN, action: 'grant_premium', targetKind: 'user', targetId: OWNER }, (batch) => {
          batch.update(doc(admin, paths.privateProfile(OWNER)), { isPremium: true });
          batch.update(doc(admin, paths.publicProfile(OWNER)), { isPremium: true });
          batch.update(doc(admin, paths.roomListing('l1')), { ownerPremium: true });
        }),
      );
      await assertSucceeds(getDoc(contact(h.guest())));
    });
  });
});
