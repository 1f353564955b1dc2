/**
 * Moderator actions on existing collections: the 'hidden' post status (admins only;
 * browse queries filter it out) and the `flagged` mark on a private profile (admins only).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteField, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { BROWSE_PAGE_SIZE, LOCATION_PAGE_SIZE, REJECTION_REASONS } from '../../src/config/constants';
import { emailOnlyToken, useRulesEnv } from './support/env';
import { LISTING_STATUSES } from '../../src/data/collections/roomListings';
import { REQUEST_STATUSES } from '../../src/data/collections/roommateRequests';
import { onPost, onUser } from './support/audit';
import { ADMIN, audited, batchCreateListing, batchDeleteListing, batchDeleteRequest, castDocs, listingDocs, OTHER, OWNER, paths, privateProfileDoc, requestDoc, requestDocs, setCounted, THIRD, batchEditListing } from './support/fixtures';

const h = useRulesEnv();
const listing = (db: Firestore, id = 'l1') => doc(db, paths.roomListing(id));
const request = (db: Firestore, uid = OTHER) => doc(db, paths.roommateRequest(uid));
const privateProfile = (db: Firestore, uid = OWNER) => doc(db, paths.privateProfile(uid));
/** An admin's status change of listing l1 / OTHER's request, with its audit entry. */
const moderateListing = (admin: Firestore, action: 'hide' | 'approve', change: Record<string, unknown>) =>
  audited(admin, onPost(ADMIN, action, 'room', 'l1'), (batch) => batch.update(listing(admin), change));
const moderateRequest = (admin: Firestore, action: 'hide' | 'approve', change: Record<string, unknown>) =>
  audited(admin, onPost(ADMIN, action, 'roommate', OTHER), (batch) => batch.update(request(admin), change));

/** A post in that status; a rejected one carries its reason, as the rules require. */
function moderated(status: string | undefined): Record<string, string> {
  if (!status) return {};
  return status === 'rejected' ? { status, rejectionReason: REJECTION_REASONS[0] } : { status };
}

async function seedPosts(status: { listing?: string; request?: string } = {}): Promise<void> {
  await h.seed({
    ...castDocs(),
    ...listingDocs(OWNER, ['l1'], moderated(status.listing)),
    ...requestDocs(OTHER, moderated(status.request)),
  });
}

describe('moderation: hidden posts', () => {
  describe('guest', () => {
    it('browses and location pages filter hidden posts out with status in [...]', async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1', 'l2'], {}), [paths.roomListing('l2')]: { ...listingDocs(OWNER, ['l2'])[paths.roomListing('l2')], status: 'hidden' } });
      const rooms = collection(h.guest(), paths.publicCollection('room_listings'));
      const page = await assertSucceeds(
        getDocs(query(rooms, where('status', 'in', ['active', 'filled']), orderBy('status'), orderBy('lastActivity', 'desc'), limit(BROWSE_PAGE_SIZE))),
      );
      expect(page.docs.map((d) => d.id)).toEqual(['l1']);
      const located = await assertSucceeds(
        getDocs(
          query(rooms, where('locationKeys', 'array-contains', 'ilford'), where('status', 'in', ['active', 'filled']), orderBy('status'), orderBy('lastActivity', 'desc'), limit(LOCATION_PAGE_SIZE)),
        ),
      );
      expect(located.docs.every((d) => d.data().status !== 'hidden')).toBe(true);
    });
  });

  describe('owner', () => {
    it('attack 40: owners can neither hide their post nor un-hide it', async () => {
      await seedPosts();
      // attack 40
      await assertFails(updateDoc(listing(h.as(OWNER)), { status: 'hidden' }));
      await assertFails(updateDoc(request(h.as(OTHER)), { status: 'hidden' }));
      await assertSucceeds(updateDoc(listing(h.as(OWNER)), { status: 'filled' }));
      await assertSucceeds(updateDoc(request(h.as(OTHER)), { status: 'found' }));
    });

    it('attack 40 / attack 86: a hidden post stays hidden and as the moderator saw it: status changes, edits and re-creation are refused', async () => {
      await seedPosts({ listing: 'hidden', request: 'hidden' });
      const owner = h.as(OWNER);
      const seeker = h.as(OTHER);
      // attack 40
      await assertFails(updateDoc(listing(owner), { status: 'active' }));
      await assertFails(updateDoc(listing(owner), { status: 'filled' }));
      await assertFails(updateDoc(request(seeker), { status: 'active' }));
      await assertFails(setDoc(request(seeker), { status: 'active', lastActivity: serverTimestamp() }, { merge: true }));
      // attack 86: rewriting the post a report points at erases the evidence
      await assertFails(batchEditListing(owner, 'l1', { title: 'Edited while hidden', lastActivity: serverTimestamp() }));
      await assertFails(updateDoc(request(seeker), { aboutMe: 'Edited while hidden', lastActivity: serverTimestamp() }));
      // The twin: a rejected post is still the owner's to correct (it stays rejected).
      await seedPosts({ listing: 'rejected', request: 'rejected' });
      await assertSucceeds(batchEditListing(owner, 'l1', { title: 'Edited while rejected', lastActivity: serverTimestamp() }));
      await assertSucceeds(updateDoc(request(seeker), { aboutMe: 'Edited while rejected', lastActivity: serverTimestamp() }));
    });

    it('attack 40: a new roommate request cannot start hidden', async () => {
      await h.seed(castDocs());
      const seeker = h.as(OTHER);
      // attack 40
      await assertFails(setCounted(request(seeker), { ...requestDoc(OTHER), status: 'hidden', createdAt: serverTimestamp(), lastActivity: serverTimestamp() }));
      await assertSucceeds(setCounted(request(seeker), { ...requestDoc(OTHER), createdAt: serverTimestamp(), lastActivity: serverTimestamp() }));
    });
  });

  describe('other user', () => {
    it('attack 8: cannot hide someone else’s post', async () => {
      await seedPosts();
      // attack 8
      await assertFails(updateDoc(listing(h.as(OTHER)), { status: 'hidden' }));
      await assertFails(updateDoc(request(h.as(OWNER)), { status: 'hidden' }));
      await assertSucceeds(moderateListing(h.as(ADMIN), 'hide', { status: 'hidden' }));
    });
  });

  describe('admin', () => {
    it('hides and restores posts, closing the report in the same batch', async () => {
      await seedPosts();
      const admin = h.as(ADMIN);
      await h.seed({ [paths.report('r1')]: { kind: 'room', targetId: 'l1', targetUserId: OWNER, reason: 'Spam', note: '', reporterId: OTHER, createdAt: serverTimestamp(), status: 'open' } });
      await assertSucceeds(
        audited(admin, onPost(ADMIN, 'hide', 'room', 'l1', 'r1'), (batch) => {
          batch.update(listing(admin), { status: 'hidden' });
          batch.update(doc(admin, paths.report('r1')), { status: 'actioned' });
        }),
      );
      await assertSucceeds(moderateRequest(admin, 'hide', { status: 'hidden' }));
      await assertSucceeds(moderateListing(admin, 'approve', { status: 'active' }));
      await assertSucceeds(moderateRequest(admin, 'approve', { status: 'active' }));
    });
  });
});

describe('moderation: hidden, pending and rejected posts', () => {
  const rooms = (db: Firestore) => collection(db, paths.publicCollection('room_listings'));
  const requests = (db: Firestore) => collection(db, paths.publicCollection('roommate_requests'));

  const deleteRequest = (db: Firestore, uid = OTHER) => batchDeleteRequest(db, uid);

  it('attack 45 / attack 87: owners cannot delete a hidden or rejected post (to post it again); only an unverified owner may withdraw a pending one', async () => {
    for (const status of ['hidden', 'rejected']) {
      await h.env().clearFirestore();
      await seedPosts({ listing: status, request: status });
      // attack 45: delete, then create again at the same id as 'active'
      await assertFails(batchDeleteListing(h.as(OWNER), OWNER, 'l1'));
      await assertFails(deleteRequest(h.as(OTHER)));
      await assertFails(setCounted(request(h.as(OTHER)), requestDoc(OTHER)));
      // Admins may delete it.
      await assertSucceeds(batchDeleteListing(h.as(ADMIN), OWNER, 'l1', { auditBy: ADMIN }));
      await assertSucceeds(batchDeleteRequest(h.as(ADMIN), OTHER, { auditBy: ADMIN }));
    }
    await h.env().clearFirestore();
    await seedPosts({ listing: 'pending', request: 'pending' });
    // attack 87: a verified owner withdraws a post an admin sent back to review, to post it again live at once
    await assertFails(batchDeleteListing(h.as(OWNER), OWNER, 'l1'));
    await assertFails(deleteRequest(h.as(OTHER)));
    // The twin: an owner whose posts start pending again may withdraw one.
    await assertSucceeds(batchDeleteListing(h.as(OWNER, emailOnlyToken(OWNER)), OWNER, 'l1'));
    await assertSucceeds(deleteRequest(h.as(OTHER, emailOnlyToken(OTHER))));
  });

  it('attack 51: moderated posts are read (get and list) only by their owner and admins', async () => {
    for (const status of ['hidden', 'pending', 'rejected']) {
      await h.env().clearFirestore();
      await seedPosts({ listing: status, request: status });
      for (const db of [h.guest(), h.as(THIRD)]) {
        // attack 51
        await assertFails(getDoc(listing(db)));
        await assertFails(getDoc(request(db)));
        await assertFails(getDocs(query(rooms(db), where('status', '==', status), limit(BROWSE_PAGE_SIZE))));
        await assertFails(getDocs(query(requests(db), where('status', '==', status), limit(BROWSE_PAGE_SIZE))));
        await assertFails(getDocs(query(rooms(db), limit(BROWSE_PAGE_SIZE))));
        await assertFails(getDocs(query(requests(db), limit(BROWSE_PAGE_SIZE))));
        // The twin: public queries carry the public statuses, and see nothing moderated.
        const page = await assertSucceeds(getDocs(query(rooms(db), where('status', 'in', [...LISTING_STATUSES]), limit(BROWSE_PAGE_SIZE))));
        expect(page.empty).toBe(true);
        await assertSucceeds(getDocs(query(requests(db), where('status', 'in', [...REQUEST_STATUSES]), limit(BROWSE_PAGE_SIZE))));
        await assertSucceeds(getDocs(query(rooms(db), where('status', '==', 'active'), limit(BROWSE_PAGE_SIZE))));
      }
      await assertSucceeds(getDoc(listing(h.as(OWNER))));
      await assertSucceeds(getDocs(query(rooms(h.as(OWNER)), where('userId', '==', OWNER))));
      await assertSucceeds(getDoc(request(h.as(OTHER))));
      await assertSucceeds(getDoc(listing(h.as(ADMIN))));
      await assertSucceeds(getDoc(request(h.as(ADMIN))));
    }
    // A post that does not exist still reads as missing (the app's not-found state).
    const missing = await assertSucceeds(getDoc(listing(h.guest(), 'nothing-here')));
    expect(missing.exists()).toBe(false);
  });

  it('attack 60: owners neither set pending or rejected, nor take a post out of pending or rejected', async () => {
    await seedPosts();
    // attack 60
    for (const status of ['pending', 'rejected']) {
      await assertFails(updateDoc(listing(h.as(OWNER)), { status }));
      await assertFails(updateDoc(request(h.as(OTHER)), { status }));
    }
    for (const status of ['pending', 'rejected']) {
      await h.env().clearFirestore();
      await seedPosts({ listing: status, request: status });
      await assertFails(updateDoc(listing(h.as(OWNER)), { status: 'active' }));
      await assertFails(updateDoc(listing(h.as(OWNER)), { status: 'filled' }));
      await assertFails(updateDoc(request(h.as(OTHER)), { status: 'found' }));
      await assertSucceeds(batchEditListing(h.as(OWNER), 'l1', { title: `Edited while ${status}`, lastActivity: serverTimestamp() }));
      await assertSucceeds(moderateListing(h.as(ADMIN), 'approve', { status: 'active', rejectionReason: deleteField() }));
      await assertSucceeds(moderateRequest(h.as(ADMIN), 'approve', { status: 'active', rejectionReason: deleteField() }));
    }
    await h.env().clearFirestore();
    await h.seed(castDocs());
    await assertFails(setCounted(request(h.as(OTHER)), requestDoc(OTHER, { status: 'pending' })));
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { status: 'rejected' }, registryIds: ['l1'] }));
    await assertSucceeds(setCounted(request(h.as(OTHER)), requestDoc(OTHER)));
    // Not an attack: a new listing may ask for review first (wording the letting-law checks flag).
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { status: 'pending' } }));
  });
});

describe('moderation: flagged users', () => {
  it('attack 41: nobody but an admin sets or clears flagged (own profile create/update included)', async () => {
    await h.seed({ ...castDocs(), [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER, { flagged: true }) });
    // attack 41
    await assertFails(updateDoc(privateProfile(h.as(OWNER)), { flagged: false }));
    await assertFails(updateDoc(privateProfile(h.as(OTHER), OTHER), { flagged: true }));
    await assertFails(updateDoc(privateProfile(h.as(OTHER)), { flagged: false }));
    await assertFails(setDoc(privateProfile(h.as('newcomer'), 'newcomer'), privateProfileDoc('newcomer', { flagged: false })));
    await assertSucceeds(setDoc(privateProfile(h.as('newcomer'), 'newcomer'), privateProfileDoc('newcomer')));
    const { name, searchTerms } = privateProfileDoc(OWNER, { name: 'Still editable' });
    await assertSucceeds(updateDoc(privateProfile(h.as(OWNER)), { name, searchTerms, lastActivity: serverTimestamp() }));
  });

  it('attack 41: flagged is a boolean, set by admins only', async () => {
    await h.seed(castDocs());
    const admin = h.as(ADMIN);
    // attack 41
    await assertFails(audited(admin, onUser(ADMIN, 'mark_user', OWNER), (batch) => batch.update(privateProfile(admin), { flagged: 'yes' })));
    await assertSucceeds(audited(admin, onUser(ADMIN, 'mark_user', OWNER), (batch) => batch.update(privateProfile(admin), { flagged: true })));
    await assertSucceeds(audited(admin, onUser(ADMIN, 'unmark_user', OWNER), (batch) => batch.update(privateProfile(admin), { flagged: false })));
  });
});
