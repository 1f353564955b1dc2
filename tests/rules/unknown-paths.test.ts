/** Deny by default: nothing outside docs/data-model.md is readable or writable, for anyone. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { firestorePaths } from '../../src/data/collections';
import { ADMIN, APP_ID, castDocs, listingDoc, listingDocs, OTHER, OWNER, paths, privateProfileDoc, publicProfileDoc } from './support/fixtures';

const h = useRulesEnv();

/** Paths the app never uses, including look-alikes next to real ones. */
function strayPaths(uid: string): string[] {
  return [
    'hacks/x',
    'artifacts/x',
    `artifacts/${APP_ID}/public/data`,
    `artifacts/${APP_ID}/public/other`,
    `artifacts/${APP_ID}/public/data/secrets/x`,
    `artifacts/${APP_ID}/public/data/room_listings/l1/comments/c1`,
    `artifacts/${APP_ID}/public/data/room_listings/l1/contact/email`,
    `artifacts/${APP_ID}/public/data/user_profiles/${uid}/private/x`,
    `artifacts/${APP_ID}/users/${uid}`,
    `artifacts/${APP_ID}/users/${uid}/user_profile/extra`,
    `artifacts/${APP_ID}/users/${uid}/notes/n1`,
    `artifacts/${APP_ID}/admin/config`,
    `users/${uid}/user_profile/data`,
  ];
}

/** Stray `user_profile/*` documents: the admin-only collection-group rule covers them for reads. */
const isUserProfileDoc = (path: string): boolean => /\/user_profile\/[^/]+$/.test(path);

async function expectLockedOut(db: Firestore, uid: string, options: { adminReads?: boolean } = {}): Promise<void> {
  for (const path of strayPaths(uid)) {
    if (!(options.adminReads && isUserProfileDoc(path))) await assertFails(getDoc(doc(db, path)));
    await assertFails(setDoc(doc(db, path), { any: 'thing' }));
    await assertFails(deleteDoc(doc(db, path)));
  }
  await assertFails(getDocs(collection(db, 'hacks')));
  await assertFails(getDocs(collection(db, `artifacts/${APP_ID}/public/data/secrets`)));
}

describe('unknown paths', () => {
  describe('guest', () => {
    it('attack 1: cannot read or write anywhere outside the data model', async () => {
      await h.seed(castDocs());
      // attack 1
      await expectLockedOut(h.guest(), 'guest');
      // The twin: a guest may read a public listing.
      await h.seed(listingDocs(OWNER, ['l1']));
      await assertSucceeds(getDoc(doc(h.guest(), paths.roomListing('l1'))));
    });
  });

  describe('owner', () => {
    it('is locked out of stray paths, even under its own uid', async () => {
      await h.seed(castDocs());
      await expectLockedOut(h.as(OWNER), OWNER);
      await assertSucceeds(getDoc(doc(h.as(OWNER), paths.privateProfile(OWNER))));
    });
  });

  describe('other user', () => {
    it('is locked out of stray paths', async () => {
      await h.seed(castDocs());
      await expectLockedOut(h.as(OTHER), OWNER);
    });
  });

  describe('admin', () => {
    it('is locked out of stray paths too (admin powers are per path)', async () => {
      await h.seed(castDocs());
      // Collection-group queries cannot bind {appId} or the document id, so the admin read rule for
      // `user_profile` matches any such document; nobody can write one outside the real path.
      await expectLockedOut(h.as(ADMIN), ADMIN, { adminReads: true });
      await assertSucceeds(getDoc(doc(h.as(ADMIN), `users/${OWNER}/user_profile/data`)));
      await assertSucceeds(getDoc(doc(h.as(ADMIN), paths.privateProfile(OWNER))));
    });
  });

  describe('another app id', () => {
    it('attack 50: nothing is written or read under an app id other than the deployed one', async () => {
      const elsewhere = firestorePaths('another-app');
      await h.seed({ ...castDocs(), [elsewhere.roomListing('x1')]: listingDoc(OWNER), [elsewhere.publicProfile(OTHER)]: publicProfileDoc(OTHER) });
      const owner = h.as(OWNER);
      const entry = { kind: 'room', postId: 'l1', title: 'A room', savedAt: serverTimestamp() };
      // attack 50
      await assertFails(setDoc(doc(owner, elsewhere.privateProfile('newcomer')), privateProfileDoc('newcomer')));
      await assertFails(setDoc(doc(h.as('newcomer'), elsewhere.privateProfile('newcomer')), privateProfileDoc('newcomer')));
      await assertFails(setDoc(doc(owner, elsewhere.publicProfile(OWNER)), publicProfileDoc(OWNER)));
      await assertFails(setDoc(doc(owner, elsewhere.shortlistEntry(OWNER, 'room_l1')), entry));
      await assertFails(getDoc(doc(h.guest(), elsewhere.roomListing('x1'))));
      await assertFails(getDoc(doc(h.guest(), elsewhere.publicProfile(OTHER))));
      // The twins, under the deployed app id.
      await assertSucceeds(setDoc(doc(h.as('newcomer'), paths.privateProfile('newcomer')), privateProfileDoc('newcomer')));
      await assertSucceeds(setDoc(doc(owner, paths.shortlistEntry(OWNER, 'room_l1')), entry));
      await assertSucceeds(getDoc(doc(h.guest(), paths.publicProfile(OTHER))));
    });
  });
});
