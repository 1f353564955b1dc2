/**
 * Screening before publication: posts from accounts without a verified phone start
 * 'pending'; the verified badges a post carries are exactly its owner's token claims; only admins
 * take a post out of pending/rejected, with a reason from the fixed list; pending posts stay
 * private to their owner and admins. Every attack sits beside its legitimate twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteField, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, REJECTION_REASONS } from '../../src/config/constants';
import { emailOf, emailOnlyToken, useRulesEnv, VERIFIED_PHONE, type TestToken } from './support/env';
import { onPost } from './support/audit';
import { ADMIN, audited, batchCreateListing, batchDeleteListing, batchDeleteRequest, castDocs, countStep, listingDocs, OTHER, OWNER, paths, requestDoc, requestDocs, THIRD, batchEditListing } from './support/fixtures';

const h = useRulesEnv();
const listing = (db: Firestore, id = 'l1') => doc(db, paths.roomListing(id));
const request = (db: Firestore, uid = OWNER) => doc(db, paths.roommateRequest(uid));
const rooms = (db: Firestore) => collection(db, paths.publicCollection('room_listings'));
const REASON = REJECTION_REASONS[1];

const emailOnly = emailOnlyToken;
/** Nothing verified. */
const unverified = (uid: string): TestToken => ({ email: emailOf(uid), email_verified: false });

const deleteRequestBatch = (db: Firestore, uid = OWNER) => batchDeleteRequest(db, uid);
type ModerationAction = 'approve' | 'reject' | 'signals_cleared';
/** An admin's moderation of listing l1 / the owner's request, with its audit entry. */
const moderateListing = (admin: Firestore, action: ModerationAction, change: Record<string, unknown>) =>
  audited(admin, onPost(ADMIN, action, 'room', 'l1'), (batch) => batch.update(listing(admin), change));
const moderateRequest = (admin: Firestore, action: ModerationAction, change: Record<string, unknown>) =>
  audited(admin, onPost(ADMIN, action, 'roommate', OWNER), (batch) => batch.update(request(admin), change));

function createRequestBatch(db: Firestore, uid: string, overrides: Record<string, unknown>): Promise<void> {
  const batch = writeBatch(db);
  batch.set(request(db, uid), requestDoc(uid, overrides));
  batch.set(doc(db, paths.roommateRequestContact(uid)), { phoneNumber: '+44 7700 900123', userId: uid });
  countStep(batch, request(db, uid), 1);
  return batch.commit();
}

describe('screening: the status a post starts in', () => {
  it('attack 67: an account without a verified phone creates a listing or request as active', async () => {
    await h.seed(castDocs());
    for (const token of [emailOnly(OWNER), unverified(OWNER)]) {
      await h.env().clearFirestore();
      await h.seed(castDocs());
      const owner = h.as(OWNER, token);
      // attack 67
      await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { status: 'active' }, registryIds: ['l1'] }));
      await assertFails(createRequestBatch(owner, OWNER, { status: 'active' }));
      // The twin: the same posts as 'pending'.
      await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { status: 'pending' } }));
      await assertSucceeds(createRequestBatch(owner, OWNER, { status: 'pending' }));
    }
  });

  it('a verified phone goes live at once, or waits for review when it asks to (wording the letting-law checks flag)', async () => {
    await h.seed(castDocs());
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { status: 'active' } }));
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l2', { listing: { status: 'pending' } }));
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l3', { listing: { status: 'filled' }, registryIds: ['l1', 'l2', 'l3'] }));
    await assertSucceeds(createRequestBatch(h.as(OWNER), OWNER, { status: 'active' }));
  });

  it('an empty phone_number claim is no verified phone', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER, { email: emailOf(OWNER), phone_number: '' });
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { status: 'active' }, registryIds: ['l1'] }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { status: 'pending' } }));
  });
});

describe('screening: verified badges on posts (ownerVerified)', () => {
  it('attack 68: a post claims a badge its owner token does not carry', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER, emailOnly(OWNER));
    // attack 68
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { status: 'pending', ownerVerified: { email: true, phone: true } }, registryIds: ['l1'] }));
    await assertFails(createRequestBatch(owner, OWNER, { status: 'pending', ownerVerified: { email: true, phone: true } }));
    await assertFails(createRequestBatch(h.as(OWNER, unverified(OWNER)), OWNER, { status: 'pending', ownerVerified: { email: true, phone: false } }));
    // Hiding a badge the token has is not allowed either: the fields mirror the token exactly.
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { ownerVerified: { email: true, phone: false } }, registryIds: ['l1'] }));
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { status: 'pending', ownerVerified: { email: true, phone: false, premium: true } }, registryIds: ['l1'] }));
    // The twins: exactly what the token says.
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { status: 'pending', ownerVerified: { email: true, phone: false } } }));
    await assertSucceeds(createRequestBatch(h.as(OTHER), OTHER, { status: 'active', ownerVerified: { email: true, phone: true } }));
  });

  it('attack 69: an update turns a badge on that the token lacks; an admin rewrites the badges', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { ownerVerified: { email: true, phone: false } }) });
    // attack 69
    await assertFails(updateDoc(listing(h.as(OWNER, emailOnly(OWNER))), { ownerVerified: { email: true, phone: true } }));
    await assertFails(updateDoc(listing(h.as(ADMIN)), { ownerVerified: { email: true, phone: true } }));
    // The twins: after verifying the phone, the owner's edit brings the new badge; admins edit other fields.
    await assertSucceeds(batchEditListing(h.as(ADMIN), 'l1', { title: 'Edited by a moderator' }));
    await assertSucceeds(updateDoc(listing(h.as(OWNER, { ...emailOnly(OWNER), phone_number: VERIFIED_PHONE })), { ownerVerified: { email: true, phone: true } }));
  });
});

describe('screening: review decisions', () => {
  it('attack 70: owners approve their pending post or write a rejection reason', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { status: 'pending' }), ...requestDocs(OWNER, { status: 'pending' }) });
    const owner = h.as(OWNER, emailOnly(OWNER));
    // attack 70
    await assertFails(updateDoc(listing(owner), { status: 'active' }));
    await assertFails(updateDoc(request(owner), { status: 'active' }));
    await assertFails(updateDoc(listing(owner), { rejectionReason: REASON }));
    await assertFails(updateDoc(listing(owner), { status: 'rejected', rejectionReason: REASON }));
    // The twin: editing the pending post keeps it pending.
    await assertSucceeds(batchEditListing(owner, 'l1', { title: 'Edited while waiting', lastActivity: serverTimestamp() }));
    await assertSucceeds(moderateListing(h.as(ADMIN), 'approve', { status: 'active' }));
  });

  it('attack 71: a rejection without a reason, with a reason not on the list, or a reason left on a live post', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { status: 'pending' }), ...requestDocs(OWNER, { status: 'pending' }) });
    const admin = h.as(ADMIN);
    // attack 71
    await assertFails(moderateListing(admin, 'reject', { status: 'rejected' }));
    await assertFails(moderateListing(admin, 'reject', { status: 'rejected', rejectionReason: 'I do not like it' }));
    await assertFails(moderateListing(admin, 'reject', { rejectionReason: REASON }));
    // The twins: reject with a listed reason; approving later removes the reason with the status.
    await assertSucceeds(moderateListing(admin, 'reject', { status: 'rejected', rejectionReason: REASON }));
    await assertSucceeds(moderateRequest(admin, 'reject', { status: 'rejected', rejectionReason: REJECTION_REASONS[0] }));
    await assertFails(moderateListing(admin, 'approve', { status: 'active' }));
    await assertSucceeds(moderateListing(admin, 'approve', { status: 'active', rejectionReason: deleteField() }));
    // The owner reads the reason on their rejected post; nobody else reads the post.
    const seen = await assertSucceeds(getDoc(request(h.as(OWNER, emailOnly(OWNER)))));
    expect(seen.data()?.rejectionReason).toBe(REJECTION_REASONS[0]);
    await assertFails(getDoc(request(h.as(THIRD))));
  });

  it('attack 72: delete and re-create brings back neither a rejected nor a hidden post', async () => {
    for (const status of ['rejected', 'hidden']) {
      await h.env().clearFirestore();
      const extra = status === 'rejected' ? { status, rejectionReason: REASON } : { status };
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], extra), ...requestDocs(OWNER, extra) });
      const owner = h.as(OWNER, emailOnly(OWNER));
      // attack 72: remove it, or overwrite it in place, as a fresh active (or pending) post
      await assertFails(batchDeleteListing(owner, OWNER, 'l1'));
      await assertFails(deleteRequestBatch(owner));
      await assertFails(setDoc(request(owner), requestDoc(OWNER, { status: 'pending' })));
      await assertFails(setDoc(listing(owner), { ...(await getDoc(listing(h.as(ADMIN)))).data(), status: 'pending' }));
      // A new listing of an unverified owner is screened again ('pending'), never live at once.
      await assertFails(batchCreateListing(owner, OWNER, 'l2', { listing: { status: 'active' }, registryIds: ['l1', 'l2'] }));
      await assertSucceeds(batchCreateListing(owner, OWNER, 'l2', { listing: { status: 'pending' } }));
      // The twin: an admin deletes it.
      await assertSucceeds(batchDeleteListing(h.as(ADMIN), OWNER, 'l1', { auditBy: ADMIN }));
      await assertSucceeds(batchDeleteRequest(h.as(ADMIN), OWNER, { auditBy: ADMIN }));
    }
  });

  it('attack 73: a pending post is read only by its owner and admins; the queue query is admins only', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { status: 'pending' }), ...requestDocs(OWNER, { status: 'pending' }) });
    for (const db of [h.guest(), h.as(OTHER), h.as(THIRD)]) {
      // attack 73
      await assertFails(getDoc(listing(db)));
      await assertFails(getDoc(request(db)));
      await assertFails(getDocs(query(rooms(db), where('status', '==', 'pending'), limit(ADMIN_PAGE_SIZE))));
    }
    // The twins.
    await assertSucceeds(getDoc(listing(h.as(OWNER, emailOnly(OWNER)))));
    await assertSucceeds(getDoc(request(h.as(OWNER, emailOnly(OWNER)))));
    const queue = await assertSucceeds(getDocs(query(rooms(h.as(ADMIN)), where('status', '==', 'pending'), limit(ADMIN_PAGE_SIZE))));
    expect(queue.size).toBe(1);
  });

  it('admins read the new-account conversation counter; other users do not', async () => {
    const counter = { windowStart: new Date(), count: 4, lastAt: new Date() };
    await h.seed({ ...castDocs(), [paths.rateLimit(OWNER, 'conversations')]: counter, [paths.rateLimit(OWNER, 'reports')]: counter });
    await assertFails(getDoc(doc(h.as(OTHER), paths.rateLimit(OWNER, 'conversations'))));
    await assertFails(getDoc(doc(h.as(ADMIN), paths.rateLimit(OWNER, 'reports'))));
    await assertSucceeds(getDoc(doc(h.as(ADMIN), paths.rateLimit(OWNER, 'conversations'))));
    await assertSucceeds(getDoc(doc(h.as(OWNER), paths.rateLimit(OWNER, 'conversations'))));
  });
});

describe('screening: "Looks fine" on a flagged live post', () => {
  it('only an admin clears a post\'s risk signals, as the commit time; owners can neither set it nor create a post with it', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']), ...requestDocs(OWNER) });
    const owner = h.as(OWNER);
    // The attack: the owner (or anyone else) marks their own flagged post as fine.
    await assertFails(updateDoc(listing(owner), { signalsClearedAt: serverTimestamp() }));
    await assertFails(updateDoc(request(owner), { signalsClearedAt: serverTimestamp() }));
    await assertFails(updateDoc(listing(h.as(OTHER)), { signalsClearedAt: serverTimestamp() }));
    await assertFails(batchCreateListing(owner, OWNER, 'l2', { listing: { signalsClearedAt: serverTimestamp() } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l2'));
    // An admin's clearing is the commit time, nothing else.
    const admin = h.as(ADMIN);
    await assertFails(moderateListing(admin, 'signals_cleared', { signalsClearedAt: new Date('2030-01-01T00:00:00Z') }));
    await assertFails(moderateListing(admin, 'signals_cleared', { signalsClearedAt: 'yes' }));
    // The twins: the admin clears both kinds; the owner then still edits the post (which re-flags it).
    await assertSucceeds(moderateListing(admin, 'signals_cleared', { signalsClearedAt: serverTimestamp() }));
    await assertSucceeds(moderateRequest(admin, 'signals_cleared', { signalsClearedAt: serverTimestamp() }));
    await assertSucceeds(batchEditListing(owner, 'l1', { title: 'Edited after the review', lastActivity: serverTimestamp() }));
  });
});
