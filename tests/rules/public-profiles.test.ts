/** public/data/user_profiles/{uid}: readable by all, never email/phone, flags only by admins. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../src/config/constants';
import { useRulesEnv } from './support/env';
import { onUser } from './support/audit';
import { ADMIN, audited, castDocs, clientChosenTime, OTHER, OWNER, paths, PHONE, PREMIUM, privateProfileDoc, publicProfileDoc, setCounted, THIRD } from './support/fixtures';

const h = useRulesEnv();
const profiles = (db: Firestore) => collection(db, paths.publicCollection('user_profiles'));
const publicProfile = (db: Firestore, uid = OWNER) => doc(db, paths.publicProfile(uid));

describe('public profile', () => {
  describe('guest', () => {
    it('reads one profile (a poster\'s name and premium status)', async () => {
      await h.seed(castDocs());
      const snapshot = await assertSucceeds(getDoc(publicProfile(h.guest(), PREMIUM)));
      expect(snapshot.data()?.isPremium).toBe(true);
    });

    it('attack 1: cannot write a public profile', async () => {
      await h.seed(castDocs());
      // attack 1
      await assertFails(setCounted(publicProfile(h.guest(), 'guest'), publicProfileDoc('guest')));
      await assertFails(updateDoc(publicProfile(h.guest()), { name: 'Defaced' }));
      await assertFails(deleteDoc(publicProfile(h.guest())));
    });
  });

  describe('owner', () => {
    it('creates the public copy from the private one and edits name/role', async () => {
      await h.seed({ [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER) });
      const owner = h.as(OWNER);
      await assertSucceeds(setCounted(publicProfile(owner), publicProfileDoc(OWNER, { role: 'I Need Room' })));
      await assertSucceeds(updateDoc(publicProfile(owner), { name: 'Alice B.', role: 'I Have Room', lastActivity: serverTimestamp() }));
      await assertFails(updateDoc(publicProfile(owner), { role: 'Admin' }));
      await assertFails(deleteDoc(publicProfile(owner)));
    });

    it('attack 11: cannot make itself admin or premium on the public copy (create, update, merge)', async () => {
      await h.seed({ [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER) });
      const owner = h.as(OWNER);
      // attack 11: create
      await assertFails(setCounted(publicProfile(owner), publicProfileDoc(OWNER, { isAdmin: true })));
      await assertFails(setCounted(publicProfile(owner), publicProfileDoc(OWNER, { isPremium: true })));
      await assertSucceeds(setCounted(publicProfile(owner), publicProfileDoc(OWNER)));
      // attack 11: update and merge-set
      await assertFails(updateDoc(publicProfile(owner), { isPremium: true }));
      await assertFails(setDoc(publicProfile(owner), { isAdmin: true }, { merge: true }));
      await assertFails(setDoc(publicProfile(owner), { role: 'I Have Room', isPremium: true, lastActivity: serverTimestamp() }, { merge: true }));
      await assertSucceeds(setDoc(publicProfile(owner), { role: 'I Have Room', lastActivity: serverTimestamp() }, { merge: true }));
    });

    it('attack 12: cannot put email or phone into the public copy', async () => {
      await h.seed({ [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER) });
      const owner = h.as(OWNER);
      // attack 12
      await assertFails(setCounted(publicProfile(owner), publicProfileDoc(OWNER, { email: `${OWNER}@example.com` })));
      await assertFails(setCounted(publicProfile(owner), publicProfileDoc(OWNER, { phoneNumber: PHONE })));
      await assertSucceeds(setCounted(publicProfile(owner), publicProfileDoc(OWNER)));
      // attack 12
      await assertFails(updateDoc(publicProfile(owner), { phoneNumber: PHONE }));
      await assertFails(setDoc(publicProfile(owner), { email: `${OWNER}@example.com` }, { merge: true }));
      await assertSucceeds(setDoc(publicProfile(owner), { name: 'Alice' }, { merge: true }));
    });

    it('cannot choose its timestamps or change its id', async () => {
      await h.seed({ [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER) });
      const owner = h.as(OWNER);
      await assertFails(setCounted(publicProfile(owner), publicProfileDoc(OWNER, { createdAt: Timestamp.fromDate(new Date('2000-01-01')) })));
      await assertFails(setCounted(publicProfile(owner), publicProfileDoc(OWNER, { userId: OTHER })));
      await assertSucceeds(setCounted(publicProfile(owner), publicProfileDoc(OWNER)));
      await assertFails(updateDoc(publicProfile(owner), { lastActivity: clientChosenTime() }));
      await assertFails(updateDoc(publicProfile(owner), { createdAt: serverTimestamp() }));
    });
  });

  describe('other user', () => {
    it('attack 14: cannot create or edit another user\'s public profile', async () => {
      await h.seed(castDocs());
      const other = h.as(OTHER);
      // attack 14
      await assertFails(updateDoc(publicProfile(other), { name: 'Impostor', lastActivity: serverTimestamp() }));
      await assertFails(setCounted(publicProfile(other, 'newcomer'), publicProfileDoc('newcomer')));
      await assertFails(deleteDoc(publicProfile(other)));
      await assertSucceeds(updateDoc(publicProfile(other, OTHER), { name: 'Bob', lastActivity: serverTimestamp() }));
    });

    it('attack 15: cannot grant admin or premium on the public copy', async () => {
      await h.seed(castDocs());
      const other = h.as(OTHER);
      // attack 15
      await assertFails(updateDoc(publicProfile(other), { isPremium: true }));
      await assertFails(updateDoc(publicProfile(other), { isAdmin: true }));
      const batch = writeBatch(other);
      batch.update(doc(other, paths.privateProfile(OWNER)), { isPremium: true });
      batch.update(publicProfile(other), { isPremium: true });
      await assertFails(batch.commit());
      // The twin: an admin's audited change of the private copy, which the public one follows.
      const admin = h.as(ADMIN);
      await assertSucceeds(
        audited(admin, onUser(ADMIN, 'grant_premium', OWNER), (adminBatch) => {
          adminBatch.update(doc(admin, paths.privateProfile(OWNER)), { isPremium: true });
          adminBatch.update(publicProfile(admin), { isPremium: true });
        }),
      );
    });
  });

  describe('admin', () => {
    it('pages users 10 at a time and counts today\'s sign-ups', async () => {
      await h.seed(castDocs());
      const admin = h.as(ADMIN);
      await assertSucceeds(getDocs(query(profiles(admin), orderBy('createdAt', 'desc'), limit(ADMIN_PAGE_SIZE))));
      const count = await assertSucceeds(getCountFromServer(query(profiles(admin), where('createdAt', '>=', Timestamp.fromDate(new Date('2020-01-01'))))));
      expect(count.data().count).toBe(5);
    });

    it('profile sync: merge-sets allowlisted fields on existing and missing public copies', async () => {
      // The sync copies the private flags (OWNER's premium was granted, and audited, there).
      await h.seed({ ...castDocs(), [paths.privateProfile(THIRD)]: privateProfileDoc(THIRD, { isPremium: true }), [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER, { isPremium: true }) });
      const admin = h.as(ADMIN);
      const batch = writeBatch(admin);
      batch.set(publicProfile(admin), { userId: OWNER, name: 'Alice Synced', role: 'I Have Room', isAdmin: false, isPremium: true }, { merge: true });
      batch.set(publicProfile(admin, 'orphan'), { userId: 'orphan', name: 'Orphan', role: null, isAdmin: false, isPremium: false, createdAt: Timestamp.now() }, { merge: true });
      await assertSucceeds(batch.commit());
      // attack 12: even the admin sync cannot copy email or phone
      await assertFails(setDoc(publicProfile(admin, THIRD), { userId: THIRD, name: 'x', isAdmin: false, isPremium: true, email: `${THIRD}@example.com` }, { merge: true }));
      await assertFails(setDoc(publicProfile(admin, THIRD), { userId: OWNER, name: 'x', isAdmin: false, isPremium: true }, { merge: true }));
    });
  });
});
