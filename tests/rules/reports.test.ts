/** public/data/reports/{id}: created by any signed-in user as themselves; read and closed by admins only. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { onReport } from './support/audit';
import { useRulesEnv } from './support/env';
import { ADMIN, audited, castDocs, conversationDocs, conversationId, fileReport, listingDocs, omit, OTHER, OWNER, paths, requestDocs, THIRD } from './support/fixtures';

const h = useRulesEnv();
const reports = (db: Firestore) => collection(db, paths.publicCollection('reports'));
const REPORT_ID = 'r1';
const report = (db: Firestore, id = REPORT_ID) => doc(db, paths.report(id));
/** An admin's status change of the report, with its audit entry. */
const dismiss = (admin: Firestore, status = 'dismissed') => audited(admin, onReport(ADMIN, REPORT_ID), (batch) => batch.update(report(admin), { status }));

/** OTHER reports OWNER's listing l1. */
function reportDoc(overrides: DocumentData = {}): DocumentData {
  return {
    kind: 'room',
    targetId: 'l1',
    targetUserId: OWNER,
    reason: 'Scam or fraud',
    note: 'Asked for a deposit before any viewing.',
    reporterId: OTHER,
    createdAt: serverTimestamp(),
    status: 'open',
    ...overrides,
  };
}

/** The cast with what they report: OWNER's listing l1 and roommate profile, OWNER and OTHER's chat. */
function reportedDocs(): Record<string, DocumentData> {
  return { ...castDocs(), ...listingDocs(OWNER, ['l1']), ...requestDocs(OWNER), ...conversationDocs(OTHER, OWNER) };
}

async function seedReport(): Promise<void> {
  await h.seed({ ...reportedDocs(), [paths.report('r1')]: reportDoc() });
}

describe('reports', () => {
  describe('guest', () => {
    it('attack 1 / attack 34: cannot file or read reports', async () => {
      await seedReport();
      // attack 1
      await assertFails(fileReport(h.guest(), 'nobody', reportDoc({ reporterId: 'nobody' }), { skipCount: true }));
      // attack 34
      await assertFails(getDoc(report(h.guest())));
      await assertFails(getDocs(reports(h.guest())));
      await assertSucceeds(fileReport(h.as(OTHER), OTHER, reportDoc()));
    });
  });

  describe('reporter (any signed-in user)', () => {
    it('files a report on a listing, a roommate profile and a chat, with or without a note', async () => {
      await h.seed(reportedDocs());
      const db = h.as(OTHER);
      await assertSucceeds(fileReport(db, OTHER, reportDoc()));
      await assertSucceeds(fileReport(db, OTHER, reportDoc({ kind: 'roommate', targetId: OWNER, reason: 'Fake or misleading', note: '' })));
      await assertSucceeds(fileReport(db, OTHER, reportDoc({ kind: 'chat', targetId: conversationId(OTHER, OWNER), reason: 'Harassment', note: 'x'.repeat(500) })));
    });

    it('files a chat report about a viewing: the owner did not turn up, or asked for money there; not a reason off the list', async () => {
      await h.seed(reportedDocs());
      const db = h.as(OTHER);
      const chat = { kind: 'chat', targetId: conversationId(OTHER, OWNER) };
      await assertFails(fileReport(db, OTHER, reportDoc({ ...chat, reason: 'No-show' })));
      await assertSucceeds(fileReport(db, OTHER, reportDoc({ ...chat, reason: 'Did not turn up to a viewing' })));
      await assertSucceeds(fileReport(db, OTHER, reportDoc({ kind: 'room', reason: 'Asked for money at a viewing' })));
    });

    it('attack 35: reports are allowlisted, filed as oneself, open, stamped by the server', async () => {
      await h.seed(reportedDocs());
      const db = h.as(OTHER);
      const bad: DocumentData[] = [
        { reporterId: THIRD },
        { createdAt: Timestamp.fromDate(new Date('2020-01-01')) },
        { status: 'dismissed' },
        { status: 'actioned' },
        { priority: 'urgent' },
        { kind: 'essentials' },
        { reason: 'I do not like them' },
        { note: 'x'.repeat(501) },
        { note: 42 },
        { targetId: '' },
        { targetId: '../../users/x' },
        { targetUserId: OTHER },
      ];
      // attack 35
      for (const fields of bad) await assertFails(fileReport(db, OTHER, reportDoc(fields)));
      await assertFails(fileReport(db, OTHER, omit(reportDoc(), 'note')));
      await assertSucceeds(fileReport(db, OTHER, reportDoc({ note: 'x'.repeat(500) })));
    });

    it('attack 78: one step of the day count carries one report, not a batch of them', async () => {
      await h.seed(reportedDocs());
      const db = h.as(OTHER);
      // attack 78
      await assertFails(fileReport(db, OTHER, reportDoc(), { extra: [reportDoc({ note: 'again' })] }));
      await assertFails(fileReport(db, OTHER, reportDoc(), { extra: Array.from({ length: 5 }, () => reportDoc({ reason: 'Spam' })) }));
      await assertSucceeds(fileReport(db, OTHER, reportDoc()));
      await assertSucceeds(fileReport(db, OTHER, reportDoc({ note: 'again' })));
    });

    it('attack 79: the reported user is the owner of the reported post, or the other participant of one\'s own chat', async () => {
      await h.seed({ ...reportedDocs(), ...conversationDocs(OWNER, THIRD) });
      const db = h.as(OTHER);
      const bad: DocumentData[] = [
        // an innocent user named on OWNER's listing / profile / chat
        { targetUserId: THIRD },
        { kind: 'roommate', targetId: OWNER, targetUserId: THIRD },
        { kind: 'chat', targetId: conversationId(OTHER, OWNER), targetUserId: THIRD },
        // a chat the reporter is not in
        { kind: 'chat', targetId: conversationId(OWNER, THIRD), targetUserId: OWNER },
        // posts and chats that do not exist
        { targetId: 'no-such-listing' },
        { kind: 'roommate', targetId: THIRD, targetUserId: THIRD },
        { kind: 'chat', targetId: conversationId(OTHER, THIRD), targetUserId: THIRD },
      ];
      // attack 79
      for (const fields of bad) await assertFails(fileReport(db, OTHER, reportDoc(fields)));
      await assertSucceeds(fileReport(db, OTHER, reportDoc({ kind: 'chat', targetId: conversationId(OTHER, OWNER), targetUserId: OWNER })));
      await assertSucceeds(fileReport(h.as(THIRD), THIRD, reportDoc({ kind: 'chat', targetId: conversationId(OWNER, THIRD), targetUserId: OWNER, reporterId: THIRD })));
    });

    it('attack 34 / attack 36: the reporter reads back only their own reports, and cannot close or delete one', async () => {
      await seedReport();
      const db = h.as(OTHER);
      // attack 34: the queue, or someone else's report
      await assertFails(getDocs(query(reports(db), where('status', '==', 'open'))));
      await assertFails(getDocs(query(reports(h.as(THIRD)), where('reporterId', '==', OTHER))));
      await assertFails(getDoc(report(h.as(THIRD))));
      // The twin: their own, for "Download my data".
      await assertSucceeds(getDoc(report(db)));
      const own = await assertSucceeds(getDocs(query(reports(db), where('reporterId', '==', OTHER))));
      expect(own.size).toBe(1);
      // attack 36
      await assertFails(updateDoc(report(db), { status: 'dismissed' }));
      await assertFails(setDoc(report(db), reportDoc({ note: 'rewritten' })));
      await assertFails(deleteDoc(report(db)));
      await assertSucceeds(dismiss(h.as(ADMIN)));
    });
  });

  describe('reported user', () => {
    it('attack 34 / attack 36: cannot see or dismiss reports about them', async () => {
      await seedReport();
      const db = h.as(OWNER);
      // attack 34
      await assertFails(getDoc(report(db)));
      await assertFails(getDocs(query(reports(db), where('targetUserId', '==', OWNER))));
      // attack 36
      await assertFails(updateDoc(report(db), { status: 'dismissed' }));
      await assertFails(deleteDoc(report(db)));
      await assertSucceeds(getDoc(report(h.as(ADMIN))));
    });
  });

  describe('admin', () => {
    it('pages the open queue and dismisses or closes a report', async () => {
      await seedReport();
      const admin = h.as(ADMIN);
      const page = await assertSucceeds(getDocs(query(reports(admin), where('status', '==', 'open'), orderBy('createdAt', 'desc'), limit(10))));
      expect(page.size).toBe(1);
      await assertSucceeds(dismiss(admin));
    });

    it('closes a report only under the entry of the action that closed it, done in the same batch', async () => {
      await seedReport();
      const admin = h.as(ADMIN);
      const hide = { actor: ADMIN, action: 'hide', targetKind: 'room', targetId: 'l1', reportId: REPORT_ID } as const;
      const hidePost = (batch: WriteBatch) => batch.update(doc(admin, paths.roomListing('l1')), { status: 'hidden' });
      // attack: "actioned" under a dismissal's entry, under an entry about another listing, or
      // under a hide that this batch does not do
      await assertFails(dismiss(admin, 'actioned'));
      await assertFails(audited(admin, { ...hide, targetId: 'l2' }, (batch) => batch.update(report(admin), { status: 'actioned' })));
      await assertFails(audited(admin, hide, (batch) => batch.update(report(admin), { status: 'actioned' })));
      // attack: "dismissed" under a hide's entry
      await assertFails(audited(admin, hide, (batch) => {
        hidePost(batch);
        batch.update(report(admin), { status: 'dismissed' });
      }));
      await assertSucceeds(audited(admin, hide, (batch) => {
        hidePost(batch);
        batch.update(report(admin), { status: 'actioned' });
      }));
    });

    it('attack 36: even admins change only the status, never reopen, rewrite or delete a report', async () => {
      await seedReport();
      const admin = h.as(ADMIN);
      // attack 36
      const audit = onReport(ADMIN, REPORT_ID);
      await assertFails(audited(admin, audit, (batch) => batch.update(report(admin), { note: 'edited by an admin' })));
      await assertFails(dismiss(admin, 'closed'));
      await assertFails(audited(admin, audit, (batch) => batch.update(report(admin), { status: 'dismissed', reporterId: ADMIN })));
      await assertFails(deleteDoc(report(admin)));
      await assertSucceeds(dismiss(admin));
      await assertFails(dismiss(admin, 'open'));
    });
  });
});
