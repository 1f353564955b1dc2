/** users/{uid}/user_profile/data: only the owner and admins read it; only admins change isAdmin/isPremium. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collectionGroup, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { searchTermsOf } from '../../src/lib/userSearchTerms';
import { onUser } from './support/audit';
import { useRulesEnv } from './support/env';
import { ADMIN, audited, castDocs, clientChosenTime, countStep, OTHER, OWNER, paths, PHONE, privateProfileDoc, profilePictureUrl, publicProfileDoc } from './support/fixtures';

const h = useRulesEnv();
const privateProfile = (db: Firestore, uid = OWNER) => doc(db, paths.privateProfile(uid));
const publicProfile = (db: Firestore, uid = OWNER) => doc(db, paths.publicProfile(uid));

/** Registration: both copies in one batch (role unset, flags false). */
function createProfiles(db: Firestore, uid: string, privateFields = {}, publicFields = {}): Promise<void> {
  const batch = writeBatch(db);
  batch.set(privateProfile(db, uid), privateProfileDoc(uid, privateFields));
  batch.set(publicProfile(db, uid), publicProfileDoc(uid, publicFields));
  countStep(batch, publicProfile(db, uid), 1);
  return batch.commit();
}

describe('private profile', () => {
  describe('guest', () => {
    it('attack 13: cannot read anyone\'s private profile (email, phone)', async () => {
      await h.seed(castDocs());
      // attack 13
      await assertFails(getDoc(privateProfile(h.guest())));
      await assertFails(getDocs(collectionGroup(h.guest(), 'user_profile')));
      await assertSucceeds(getDoc(privateProfile(h.as(OWNER))));
    });

    it('attack 1: cannot create or change a private profile', async () => {
      await h.seed(castDocs());
      // attack 1
      await assertFails(setDoc(privateProfile(h.guest(), 'guest'), privateProfileDoc('guest')));
      await assertFails(updateDoc(privateProfile(h.guest()), { phoneNumber: '+44 0000' }));
      await assertFails(deleteDoc(privateProfile(h.guest())));
    });
  });

  describe('owner', () => {
    it('registers both copies in one batch, then reads its own', async () => {
      await assertSucceeds(createProfiles(h.as(OWNER), OWNER));
      const snapshot = await assertSucceeds(getDoc(privateProfile(h.as(OWNER))));
      expect(snapshot.data()?.email).toBe(`${OWNER}@example.com`);
    });

    it('attack 47: the stored email is the account\'s (none for an account without one)', async () => {
      // attack 47
      await assertFails(createProfiles(h.as(OWNER), OWNER, { email: `${ADMIN}@example.com` }));
      await assertFails(createProfiles(h.as(OTHER, {}), OTHER));
      await assertSucceeds(createProfiles(h.as(OTHER, {}), OTHER, { email: '' }));
      await assertSucceeds(createProfiles(h.as(OWNER), OWNER));
    });

    it('attack 52: the profile picture is only its own upload in this project\'s Storage', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      const set = (profilePicture: string) => updateDoc(privateProfile(owner), { profilePicture, lastActivity: serverTimestamp() });
      // attack 52
      await assertFails(set('https://tracker.example.com/pixel.gif'));
      await assertFails(set(profilePictureUrl(OTHER)));
      await assertFails(set(profilePictureUrl(OWNER).replace('demo-roomshare.appspot.com', 'evil.appspot.com')));
      await assertSucceeds(set(profilePictureUrl(OWNER)));
      await assertSucceeds(set(''));
    });

    it('attack 11: cannot make itself admin or premium on create, update or merge', async () => {
      const owner = h.as(OWNER);
      // attack 11: create
      await assertFails(createProfiles(owner, OWNER, { isAdmin: true }));
      await assertFails(createProfiles(owner, OWNER, { isPremium: true }));
      await assertFails(setDoc(privateProfile(owner), privateProfileDoc(OWNER, { isAdmin: 'true' })));
      await assertSucceeds(createProfiles(owner, OWNER));
      // attack 11: update and merge-set
      await assertFails(updateDoc(privateProfile(owner), { isAdmin: true }));
      await assertFails(updateDoc(privateProfile(owner), { isPremium: true, lastActivity: serverTimestamp() }));
      await assertFails(setDoc(privateProfile(owner), { isPremium: true }, { merge: true }));
      await assertFails(setDoc(privateProfile(owner), privateProfileDoc(OWNER, { isAdmin: true })));
      // A name change brings its search terms (tests/rules/profile-search-terms.test.ts).
      const searchTerms = searchTermsOf('Alice', `${OWNER}@example.com`);
      await assertSucceeds(updateDoc(privateProfile(owner), { name: 'Alice', searchTerms, lastActivity: serverTimestamp() }));
    });

    it('saves role and phone on both copies in one batch (phone only on the private copy)', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      const batch = writeBatch(owner);
      batch.set(privateProfile(owner), { role: 'I Have Room', phoneNumber: PHONE, lastActivity: serverTimestamp() }, { merge: true });
      batch.set(publicProfile(owner), { role: 'I Have Room', lastActivity: serverTimestamp() }, { merge: true });
      await assertSucceeds(batch.commit());
      await assertSucceeds(updateDoc(privateProfile(owner), { profilePicture: profilePictureUrl(OWNER), lastActivity: serverTimestamp() }));
      await assertFails(updateDoc(privateProfile(owner), { role: 'Landlord' }));
      await assertFails(updateDoc(privateProfile(owner), { phoneNumber: 'x'.repeat(31) }));
    });

    it('cannot change its identity fields or choose its timestamps', async () => {
      await h.seed(castDocs());
      const owner = h.as(OWNER);
      await assertFails(updateDoc(privateProfile(owner), { email: 'someone-else@example.com' }));
      await assertFails(updateDoc(privateProfile(owner), { userId: OTHER }));
      await assertFails(updateDoc(privateProfile(owner), { createdAt: serverTimestamp() }));
      // attack 6 (profiles)
      await assertFails(updateDoc(privateProfile(owner), { lastActivity: Timestamp.fromDate(new Date('2099-01-01')) }));
      await assertFails(setDoc(privateProfile(h.as('newbie'), 'newbie'), privateProfileDoc('newbie', { createdAt: clientChosenTime() })));
      await assertFails(setDoc(privateProfile(h.as('newbie'), 'newbie'), privateProfileDoc('newbie', { ssn: '123' })));
      await assertFails(deleteDoc(privateProfile(owner)));
      await assertSucceeds(setDoc(privateProfile(h.as('newbie'), 'newbie'), privateProfileDoc('newbie')));
    });
  });

  describe('other user', () => {
    it('attack 13: cannot read another user\'s private profile, alone or through the collection group', async () => {
      await h.seed(castDocs());
      const other = h.as(OTHER);
      // attack 13
      await assertFails(getDoc(privateProfile(other)));
      await assertFails(getDocs(collectionGroup(other, 'user_profile')));
      await assertSucceeds(getDoc(privateProfile(other, OTHER)));
    });

    it('attack 15: cannot grant admin or premium to anyone', async () => {
      await h.seed(castDocs());
      const other = h.as(OTHER);
      // attack 15
      await assertFails(updateDoc(privateProfile(other), { isAdmin: true }));
      await assertFails(updateDoc(privateProfile(other), { isPremium: true }));
      await assertFails(setDoc(privateProfile(other), { isPremium: true }, { merge: true }));
      await assertFails(updateDoc(privateProfile(other), { phoneNumber: '+44 0000 000000' }));
      // The twin: an admin can (with its audit entry).
      const admin = h.as(ADMIN);
      await assertSucceeds(audited(admin, onUser(ADMIN, 'grant_premium', OWNER), (batch) => batch.update(privateProfile(admin), { isPremium: true })));
    });
  });

  describe('admin', () => {
    it('reads any private profile and all of them through the collection group', async () => {
      await h.seed(castDocs());
      const admin = h.as(ADMIN);
      const snapshot = await assertSucceeds(getDoc(privateProfile(admin)));
      expect(snapshot.data()?.phoneNumber).toBe(PHONE);
      const all = await assertSucceeds(getDocs(collectionGroup(admin, 'user_profile')));
      expect(all.size).toBe(Object.keys(castDocs()).length / 2);
    });

    it('grants and revokes admin/premium on both copies in one batch', async () => {
      await h.seed(castDocs());
      const admin = h.as(ADMIN);
      for (const [flag, value, action] of [['isAdmin', true, 'grant_admin'], ['isPremium', true, 'grant_premium'], ['isAdmin', false, 'revoke_admin']] as const) {
        await assertSucceeds(
          audited(admin, onUser(ADMIN, action, OWNER), (batch) => {
            batch.update(privateProfile(admin), { [flag]: value });
            batch.update(publicProfile(admin), { [flag]: value });
          }),
        );
      }
    });

    it('changes only the flags of someone else\'s private profile', async () => {
      await h.seed(castDocs());
      const admin = h.as(ADMIN);
      await assertFails(updateDoc(privateProfile(admin), { email: 'admin-chosen@example.com' }));
      await assertFails(updateDoc(privateProfile(admin), { isAdmin: 'yes' }));
      await assertFails(deleteDoc(privateProfile(admin)));
      // One flag per audited batch: an entry for admin does not cover premium too.
      await assertFails(audited(admin, onUser(ADMIN, 'grant_admin', OWNER), (batch) => batch.update(privateProfile(admin), { isAdmin: true, isPremium: true })));
      await assertSucceeds(audited(admin, onUser(ADMIN, 'grant_admin', OWNER), (batch) => batch.update(privateProfile(admin), { isAdmin: true })));
    });
  });
});
