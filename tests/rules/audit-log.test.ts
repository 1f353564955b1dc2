/**
 * Accountable moderation: every admin action is accepted only with its audit entry in the same
 * batch (firestore.rules isAudited), and the log is admins' to read, create only.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { REJECTION_REASONS } from '../../src/config/constants';
import { addAudit, type AuditFixture } from './support/audit';
import { useRulesEnv } from './support/env';
import { ADMIN, audited, batchDeleteListing, batchDeleteRequest, castDocs, listingDocs, OTHER, OWNER, paths, requestDocs, batchEditListing } from './support/fixtures';

const h = useRulesEnv();
const listing = (db: Firestore, id = 'l1') => doc(db, paths.roomListing(id));
const request = (db: Firestore) => doc(db, paths.roommateRequest(OTHER));
const report = (db: Firestore) => doc(db, paths.report('r1'));
const privateProfile = (db: Firestore, uid = OWNER) => doc(db, paths.privateProfile(uid));
const publicProfile = (db: Firestore, uid = OWNER) => doc(db, paths.publicProfile(uid));

const openReport = { kind: 'room', targetId: 'l1', targetUserId: OWNER, reason: 'Spam', note: '', reporterId: OTHER, createdAt: new Date(), status: 'open' };

async function seed(listingStatus: Record<string, string> = {}): Promise<void> {
  await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], listingStatus), ...requestDocs(OTHER), [paths.report('r1')]: openReport });
}

const onListing = (action: AuditFixture['action'], extra: Partial<AuditFixture> = {}): AuditFixture => ({ actor: ADMIN, action, targetKind: 'room', targetId: 'l1', ...extra });

describe('audit log: admin actions need their entry', () => {
  it('attack 110: approve, reject, hide and "Looks fine" on a post: refused alone, accepted with the entry', async () => {
    await seed({ status: 'pending' });
    const admin = h.as(ADMIN);
    // attack 110
    await assertFails(updateDoc(listing(admin), { status: 'active' }));
    await assertSucceeds(audited(admin, onListing('approve'), (b) => b.update(listing(admin), { status: 'active' })));
    const rejection = { status: 'rejected', rejectionReason: REJECTION_REASONS[0] };
    await assertFails(updateDoc(listing(admin), rejection));
    // The entry must name what the change is: an approve entry does not cover a rejection.
    await assertFails(audited(admin, onListing('approve'), (b) => b.update(listing(admin), rejection)));
    await assertSucceeds(audited(admin, onListing('reject'), (b) => b.update(listing(admin), rejection)));
    await assertFails(updateDoc(listing(admin), { status: 'hidden', rejectionReason: deleteField() }));
    await assertSucceeds(audited(admin, onListing('hide'), (b) => b.update(listing(admin), { status: 'hidden', rejectionReason: deleteField() })));
    await assertFails(updateDoc(listing(admin), { signalsClearedAt: serverTimestamp() }));
    await assertSucceeds(audited(admin, onListing('signals_cleared'), (b) => b.update(listing(admin), { signalsClearedAt: serverTimestamp() })));
    // Roommate requests likewise, under their own kind.
    await assertFails(audited(admin, { actor: ADMIN, action: 'hide', targetKind: 'room', targetId: OTHER }, (b) => b.update(request(admin), { status: 'hidden' })));
    await assertSucceeds(audited(admin, { actor: ADMIN, action: 'hide', targetKind: 'roommate', targetId: OTHER }, (b) => b.update(request(admin), { status: 'hidden' })));
  });

  it('a moderator edit of the content needs no entry; the owner never needs one', async () => {
    await seed();
    await assertSucceeds(batchEditListing(h.as(ADMIN), 'l1', { title: 'Edited by a moderator' }));
    await assertSucceeds(updateDoc(listing(h.as(OWNER)), { status: 'filled' }));
  });

  it('attack 110: delete of a post: refused alone, accepted with the entry', async () => {
    await seed();
    const admin = h.as(ADMIN);
    // attack 110
    await assertFails(batchDeleteListing(admin, OWNER, 'l1'));
    await assertFails(batchDeleteRequest(admin, OTHER));
    await assertSucceeds(batchDeleteListing(admin, OWNER, 'l1', { auditBy: ADMIN }));
    await assertSucceeds(batchDeleteRequest(admin, OTHER, { auditBy: ADMIN }));
  });

  it('grant and revoke admin or premium, mark a user: refused alone, accepted with the entry', async () => {
    await seed();
    const admin = h.as(ADMIN);
    const onUser = (action: AuditFixture['action']): AuditFixture => ({ actor: ADMIN, action, targetKind: 'user', targetId: OWNER });
    // attack 110
    await assertFails(updateDoc(privateProfile(admin), { isAdmin: true }));
    await assertFails(audited(admin, onUser('grant_premium'), (b) => b.update(privateProfile(admin), { isAdmin: true })));
    await assertSucceeds(
      audited(admin, onUser('grant_admin'), (b) => {
        b.update(privateProfile(admin), { isAdmin: true });
        b.update(publicProfile(admin), { isAdmin: true });
      }),
    );
    await assertSucceeds(audited(admin, onUser('revoke_admin'), (b) => b.update(privateProfile(admin), { isAdmin: false })));
    await assertFails(updateDoc(privateProfile(admin), { flagged: true }));
    await assertSucceeds(audited(admin, onUser('mark_user'), (b) => b.update(privateProfile(admin), { flagged: true })));
  });

  it('the public flags only follow the private copy (whose change is audited)', async () => {
    await seed();
    const admin = h.as(ADMIN);
    // attack 115: premium on the public profile alone, without its audited private change
    await assertFails(updateDoc(publicProfile(admin), { isPremium: true, ownerPremium: true }));
    await assertSucceeds(
      audited(admin, { actor: ADMIN, action: 'grant_premium', targetKind: 'user', targetId: OWNER }, (b) => {
        b.update(privateProfile(admin), { isPremium: true });
        b.update(publicProfile(admin), { isPremium: true });
        b.update(listing(admin), { ownerPremium: true });
      }),
    );
  });

  it('a report changes status only with the entry that names it', async () => {
    await seed();
    const admin = h.as(ADMIN);
    // attack 110
    await assertFails(updateDoc(report(admin), { status: 'dismissed' }));
    await assertFails(audited(admin, { actor: ADMIN, action: 'dismiss_report', targetKind: 'report', targetId: 'r2', reportId: 'r2' }, (b) => b.update(report(admin), { status: 'dismissed' })));
    await assertSucceeds(audited(admin, { actor: ADMIN, action: 'dismiss_report', targetKind: 'report', targetId: 'r1', reportId: 'r1' }, (b) => b.update(report(admin), { status: 'dismissed' })));
  });

  it('hide from a report: the post and the report under one entry', async () => {
    await seed();
    const admin = h.as(ADMIN);
    await assertSucceeds(
      audited(admin, onListing('hide', { reportId: 'r1' }), (b) => {
        b.update(listing(admin), { status: 'hidden' });
        b.update(report(admin), { status: 'actioned' });
      }),
    );
  });
});

describe('audit log: the entries themselves', () => {
  it('an entry signed by someone else, stamped at another time or naming nothing is refused', async () => {
    await seed({ status: 'pending' });
    const admin = h.as(ADMIN);
    const approve = (audit: AuditFixture) => audited(admin, audit, (b) => b.update(listing(admin), { status: 'active' }));
    // attack 111
    await assertFails(approve(onListing('approve', { entry: { actorId: OWNER } })));
    await assertFails(approve(onListing('approve', { entry: { at: new Date(2020, 0, 1) } })));
    await assertFails(approve(onListing('approve', { entry: { action: 'approve_everything' as never } })));
    await assertFails(approve(onListing('approve', { entry: { reason: 'x'.repeat(501) } })));
    await assertFails(approve(onListing('approve', { skipHead: true })));
    await assertSucceeds(approve(onListing('approve', { entry: { reason: 'x'.repeat(500) } })));
  });

  it('members can neither write nor read the log; admins read it newest first but never change it', async () => {
    await seed();
    const owner = h.as(OWNER);
    const ownBatch = writeBatch(owner);
    addAudit(owner, ownBatch, { actor: OWNER, action: 'approve', targetKind: 'room', targetId: 'l1' });
    await assertFails(ownBatch.commit());
    const admin = h.as(ADMIN);
    await assertSucceeds(audited(admin, onListing('signals_cleared'), (b) => b.update(listing(admin), { signalsClearedAt: serverTimestamp() })));
    await assertFails(getDocs(query(collection(owner, paths.auditLog()), limit(10))));
    const page = await assertSucceeds(getDocs(query(collection(admin, paths.auditLog()), orderBy('at', 'desc'), limit(20))));
    const entry = page.docs[0];
    if (!entry) throw new Error('the audited action left no entry');
    // attack 112
    await assertFails(updateDoc(doc(admin, `${paths.auditLog()}/${entry.id}`), { reason: 'rewritten' }));
    await assertFails(deleteDoc(doc(admin, `${paths.auditLog()}/${entry.id}`)));
    await assertFails(setDoc(doc(admin, `${paths.auditLog()}/${entry.id}`), { ...entry.data(), reason: 'rewritten' }));
    await assertSucceeds(getDoc(doc(admin, paths.auditHead(ADMIN))));
    await assertFails(getDoc(doc(owner, paths.auditHead(ADMIN))));
  });
});
