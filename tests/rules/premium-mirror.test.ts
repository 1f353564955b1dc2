/**
 * `ownerPremium` on posts mirrors the owner's public profile `isPremium`, so lists order premium
 * first from the posts alone. Whoever sets or changes it must write the truth.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, limit, query, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { addAudit, onUser } from './support/audit';
import { useRulesEnv } from './support/env';
import { ADMIN, batchCreateListing, castDocs, contactDoc, listingDocs, OTHER, OWNER, PREMIUM, paths, requestDoc, requestDocs, setCounted, batchEditListing } from './support/fixtures';

const h = useRulesEnv();
const listing = (db: Firestore, id = 'l1') => doc(db, paths.roomListing(id));
const request = (db: Firestore, uid = OWNER) => doc(db, paths.roommateRequest(uid));

/** The admin's premium toggle: both profile copies and the owner's posts in one batch. */
function premiumToggle(db: Firestore, uid: string, value: boolean, posts: { listings?: string[]; request?: boolean; mirror?: boolean }) {
  const batch = writeBatch(db);
  addAudit(db, batch, onUser(ADMIN, value ? 'grant_premium' : 'revoke_premium', uid));
  batch.update(doc(db, paths.privateProfile(uid)), { isPremium: value });
  batch.update(doc(db, paths.publicProfile(uid)), { isPremium: value });
  const mirrored = posts.mirror ?? value;
  for (const id of posts.listings ?? []) batch.update(listing(db, id), { ownerPremium: mirrored });
  if (posts.request) batch.update(request(db, uid), { ownerPremium: mirrored });
  return batch.commit();
}

describe('ownerPremium mirror', () => {
  it('attack 64: a new listing claims premium its owner lacks (or hides premium its owner has)', async () => {
    await h.seed(castDocs());
    // attack 64
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { ownerPremium: true } }));
    await assertFails(batchCreateListing(h.as(PREMIUM), PREMIUM, 'p1', { listing: { ownerPremium: false } }));
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { ownerPremium: 'yes' } }));
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { ownerPremium: false } }));
    await assertSucceeds(batchCreateListing(h.as(PREMIUM), PREMIUM, 'p1', { listing: { ownerPremium: true } }));
  });

  it('attack 65: an owner turns their post premium; other edits keep the stored value', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { ownerPremium: false }), ...requestDocs(OWNER, { ownerPremium: false }) });
    const owner = h.as(OWNER);
    // attack 65
    await assertFails(updateDoc(listing(owner), { ownerPremium: true }));
    await assertFails(updateDoc(request(owner), { ownerPremium: true }));
    await assertFails(setDoc(request(owner), { ownerPremium: true }, { merge: true }));
    await assertSucceeds(batchEditListing(owner, 'l1', { title: 'Sunny double room' }));
    await assertSucceeds(setDoc(request(owner), { ownerPremium: false, aboutMe: 'Quiet student' }, { merge: true }));
  });

  it('attack 65: a new roommate request claims premium its owner lacks', async () => {
    await h.seed(castDocs());
    // attack 65
    await assertFails(setCounted(request(h.as(OWNER)), requestDoc(OWNER, { ownerPremium: true })));
    await assertSucceeds(setCounted(request(h.as(OWNER)), requestDoc(OWNER, { ownerPremium: false })));
    await assertSucceeds(setCounted(request(h.as(PREMIUM), PREMIUM), requestDoc(PREMIUM, { ownerPremium: true })));
    await assertSucceeds(setDoc(doc(h.as(OWNER), paths.roommateRequestContact(OWNER)), contactDoc(OWNER)));
  });

  it('attack 66: a premium change leaves a post behind, or a post mirrors what the profile does not say', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { ownerPremium: false }), ...requestDocs(OWNER, { ownerPremium: false }) });
    const admin = h.as(ADMIN);
    // attack 66
    await assertFails(updateDoc(listing(admin), { ownerPremium: true }));
    await assertFails(premiumToggle(admin, OWNER, true, { listings: ['l1'], request: true, mirror: false }));
    await assertFails(premiumToggle(admin, OWNER, true, { listings: ['l1'] }));
    await assertFails(premiumToggle(admin, OWNER, true, { request: true }));
    await assertSucceeds(premiumToggle(admin, OWNER, true, { listings: ['l1'], request: true }));
    await assertSucceeds(premiumToggle(admin, OWNER, false, { listings: ['l1'], request: true }));
    // Four listings (the most a user may have) and a request, all in one batch.
    await h.seed({ ...castDocs(), ...listingDocs(OTHER, ['o1', 'o2', 'o3', 'o4'], { ownerPremium: false }), ...requestDocs(OTHER, { ownerPremium: false }) });
    await assertFails(premiumToggle(admin, OTHER, true, { listings: ['o1', 'o2', 'o3'], request: true }));
    await assertSucceeds(premiumToggle(admin, OTHER, true, { listings: ['o1', 'o2', 'o3', 'o4'], request: true }));
  });

  it('attack 9: nobody but admins lists public profiles (posts carry the premium mirror)', async () => {
    await h.seed(castDocs());
    const profiles = (db: Firestore) => collection(db, paths.publicCollection('user_profiles'));
    // attack 9
    await assertFails(getDocs(query(profiles(h.guest()), limit(10))));
    await assertFails(getDocs(query(profiles(h.as(OWNER)), limit(1))));
    await assertSucceeds(getDocs(query(profiles(h.as(ADMIN)), limit(10))));
  });
});
