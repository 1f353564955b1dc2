/**
 * Re-screening after approval: an owner whose token has no verified phone (whose new posts start
 * 'pending') who changes what a live post shows sends it back to 'pending'; a status toggle or an
 * unchanged save keeps it live. And on every owner write the verified badges follow the token.
 * Every attack sits beside its legitimate twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { emailOf, emailOnlyToken, useRulesEnv, VERIFIED_PHONE } from './support/env';
import { ADMIN, audited, castDocs, listingDocs, listingImageUrl, OWNER, paths, requestDocs, batchEditListing } from './support/fixtures';

const h = useRulesEnv();
const listing = (db: Firestore) => doc(db, paths.roomListing('l1'));
const request = (db: Firestore) => doc(db, paths.roommateRequest(OWNER));

/** The badges an email-only token carries. */
const EMAIL_ONLY_BADGES = { email: true, phone: false };
/** The badges the default (verified) token carries. */
const VERIFIED_BADGES = { email: true, phone: true };

/** OWNER's live listing l1 and roommate profile, approved by an admin, with the given badges. */
async function seedLivePosts(badges: DocumentData = EMAIL_ONLY_BADGES, status = 'active'): Promise<void> {
  await h.seed({
    ...castDocs(),
    ...listingDocs(OWNER, ['l1'], { status, ownerVerified: badges }),
    ...requestDocs(OWNER, { status, ownerVerified: badges }),
  });
}

/** What the owner's edit form writes: the changed content, the badges and a fresh lastActivity. */
function edit(fields: DocumentData, badges: DocumentData = EMAIL_ONLY_BADGES): DocumentData {
  return { ...fields, ownerVerified: badges, lastActivity: serverTimestamp() };
}

describe('re-screening an approved post (bait and switch)', () => {
  it('attack 77: an owner without a verified phone rewrites an approved post and keeps it live', async () => {
    await seedLivePosts();
    const owner = h.as(OWNER, emailOnlyToken(OWNER));
    const rewrites: DocumentData[] = [
      { title: 'Cheap room, pay the deposit by bank transfer first' },
      { description: 'Send the deposit to secure the room before viewing.' },
      { images: [listingImageUrl(OWNER, '2_b.jpg')] },
      { rent: 150, deposit: 150 },
    ];
    // attack 77: the screened content changes, the post stays active (or turns filled)
    for (const fields of rewrites) {
      await assertFails(batchEditListing(owner, 'l1', edit(fields)));
      await assertFails(batchEditListing(owner, 'l1', edit({ ...fields, status: 'filled' })));
    }
    await assertFails(updateDoc(request(owner), edit({ aboutMe: 'Now asking for money up front.' })));
    await assertFails(setDoc(request(owner), edit({ age: 45 }), { merge: true }));
    // The twin: the same rewrites go back to review.
    for (const fields of rewrites) await assertSucceeds(batchEditListing(owner, 'l1', edit({ ...fields, status: 'pending' })));
    await assertSucceeds(setDoc(request(owner), edit({ aboutMe: 'Now asking for money up front.', status: 'pending' }), { merge: true }));
  });

  it('attack 77: a status toggle or an unchanged save keeps the post live, and cannot be used to hide it as pending', async () => {
    await seedLivePosts();
    const owner = h.as(OWNER, emailOnlyToken(OWNER));
    await assertSucceeds(updateDoc(listing(owner), { status: 'filled', ownerVerified: EMAIL_ONLY_BADGES }));
    await assertSucceeds(updateDoc(listing(owner), { status: 'active', ownerVerified: EMAIL_ONLY_BADGES }));
    await assertSucceeds(updateDoc(request(owner), { status: 'found', ownerVerified: EMAIL_ONLY_BADGES }));
    // An unchanged save (the form saved as it was) only refreshes lastActivity.
    await assertSucceeds(batchEditListing(owner, 'l1', edit({ title: 'Bright double room near Ilford station' })));
    // attack 77 (the reverse): nothing changed, so the owner cannot move it into a moderator's status
    await assertFails(updateDoc(listing(owner), edit({ status: 'pending' })));
    await assertFails(updateDoc(request(owner), edit({ status: 'pending' })));
  });

  it('a verified owner’s edit stays live (screened afterwards), and an edit of a pending post stays pending', async () => {
    await seedLivePosts(VERIFIED_BADGES);
    const verified = h.as(OWNER);
    await assertSucceeds(batchEditListing(verified, 'l1', edit({ title: 'Renovated double room' }, VERIFIED_BADGES)));
    await assertSucceeds(updateDoc(request(verified), edit({ aboutMe: 'Moving for a new job.' }, VERIFIED_BADGES)));
    await seedLivePosts(EMAIL_ONLY_BADGES, 'pending');
    const owner = h.as(OWNER, emailOnlyToken(OWNER));
    await assertSucceeds(batchEditListing(owner, 'l1', edit({ title: 'Renovated double room' })));
    await assertFails(batchEditListing(owner, 'l1', edit({ title: 'Renovated double room', status: 'active' })));
  });
});

describe('verified badges follow the token on every owner write', () => {
  it('attack 81: an owner whose token lost its phone keeps the stored "Phone verified" badge', async () => {
    await seedLivePosts(VERIFIED_BADGES);
    const owner = h.as(OWNER, emailOnlyToken(OWNER));
    // attack 81: writes that leave the stored badges (phone: true) as they are
    await assertFails(updateDoc(listing(owner), { status: 'filled' }));
    await assertFails(batchEditListing(owner, 'l1', { title: 'Rewritten', status: 'pending', lastActivity: serverTimestamp() }));
    await assertFails(updateDoc(request(owner), { status: 'found' }));
    await assertFails(setDoc(request(owner), { aboutMe: 'Rewritten', status: 'pending', lastActivity: serverTimestamp() }, { merge: true }));
    // The twin: the same writes with the badges of the token they carry now.
    await assertSucceeds(updateDoc(listing(owner), { status: 'filled', ownerVerified: EMAIL_ONLY_BADGES }));
    await assertSucceeds(updateDoc(request(owner), { status: 'found', ownerVerified: EMAIL_ONLY_BADGES }));
  });

  it('attack 81: an unverified email loses its badge too; an admin’s write leaves the badges as they are', async () => {
    await seedLivePosts(VERIFIED_BADGES);
    const unverifiedEmail = h.as(OWNER, { email: emailOf(OWNER), email_verified: false, phone_number: VERIFIED_PHONE });
    // attack 81
    await assertFails(updateDoc(listing(unverifiedEmail), { status: 'filled' }));
    await assertSucceeds(updateDoc(listing(unverifiedEmail), { status: 'filled', ownerVerified: { email: false, phone: true } }));
    const admin = h.as(ADMIN);
    await assertSucceeds(audited(admin, { actor: ADMIN, action: 'approve', targetKind: 'room', targetId: 'l1' }, (batch) => batch.update(listing(admin), { status: 'active' })));
  });
});
