/**
 * users/{uid}/rate_limits/{kind}: one message a second per sender, a day's count of new
 * conversations (accounts younger than a week) and of reports. The limited write is accepted only
 * with its counter step in the same batch, and the counter only within the limit.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MESSAGE_MIN_INTERVAL_MS, NEW_ACCOUNT_CONVERSATIONS_PER_DAY, NEW_ACCOUNT_DAYS, REPORTS_PER_DAY } from '../../src/config/constants';
import type { RateLimitKind } from '../../src/data/collections/companions';
import { useRulesEnv } from './support/env';
import { batchSendMessage, castDocs, countStep, conversationDocs, conversationId, fileReport, increment, listingDocs, openChat, OTHER, OWNER, paths, privateProfileDoc, THIRD } from './support/fixtures';

const h = useRulesEnv();
const counter = (db: Firestore, uid: string, kind: RateLimitKind) => doc(db, paths.rateLimit(uid, kind));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => Timestamp.fromMillis(Date.now() - ms);

/** OTHER reports OWNER's listing l1. */
const report = (reporterId: string): DocumentData => ({
  kind: 'room',
  targetId: 'l1',
  targetUserId: OWNER,
  reason: 'Spam',
  note: '',
  reporterId,
  createdAt: serverTimestamp(),
  status: 'open',
});

/** A day's count as stored by earlier batches (seeded: the rules cannot be asked to backdate it). */
const storedCount = (count: number, windowStartedAgoMs: number): DocumentData => ({
  windowStart: ago(windowStartedAgoMs),
  count,
  lastAt: ago(windowStartedAgoMs),
});

describe('rate limits', () => {
  describe('messages', () => {
    it('attack 56: a second message within a second is refused; one just over a second later is accepted', async () => {
      await h.seed({ ...castDocs(), ...conversationDocs(OWNER, OTHER) });
      const owner = h.as(OWNER);
      await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'First'));
      // attack 56
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'Second, at once'));
      await sleep(MESSAGE_MIN_INTERVAL_MS + 100);
      await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'Second, a second later'));
      // The other participant has a limit of its own.
      await assertSucceeds(batchSendMessage(h.as(OTHER), OTHER, OWNER, 'Reply'));
    });

    it('attack 56: a message without its tick is refused, and the tick cannot be forged, backdated or deleted', async () => {
      await h.seed({ ...castDocs(), ...conversationDocs(OWNER, OTHER) });
      const owner = h.as(OWNER);
      // attack 56
      await assertFails(batchSendMessage(owner, OWNER, OTHER, 'Untimed', { skipTick: true }));
      await assertFails(setDoc(counter(owner, OWNER, 'messages'), { lastAt: ago(5000) }));
      await assertFails(setDoc(counter(owner, OWNER, 'messages'), { lastAt: serverTimestamp(), extra: 1 }));
      await assertFails(setDoc(counter(owner, OTHER, 'messages'), { lastAt: serverTimestamp() }));
      await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'Timed'));
      await assertFails(deleteDoc(counter(owner, OWNER, 'messages')));
    });

    it('attack 80: one tick carries one message, not a batch of messages to several conversations', async () => {
      await h.seed({ ...castDocs(), ...conversationDocs(OWNER, OTHER), ...conversationDocs(OWNER, THIRD) });
      const owner = h.as(OWNER);
      const burst = writeBatch(owner);
      for (const to of [OTHER, THIRD]) {
        const id = conversationId(OWNER, to);
        const message = doc(owner, `${paths.messages(id)}/burst-${to}`);
        burst.set(message, { text: 'Buy now', senderId: OWNER, receiverId: to, timestamp: serverTimestamp() });
        burst.update(doc(owner, paths.conversation(id)), { lastMessage: 'Buy now', lastMessageTimestamp: serverTimestamp(), lastMessageId: message.id, [`unreadCount.${to}`]: increment(1) });
      }
      burst.set(counter(owner, OWNER, 'messages'), { lastAt: serverTimestamp(), changed: conversationId(OWNER, OTHER) });
      // attack 80: the burst, and a message whose tick names another conversation
      await assertFails(burst.commit());
      await assertFails(batchSendMessage(owner, OWNER, THIRD, 'Buy now', { tickFor: conversationId(OWNER, OTHER) }));
      await assertSucceeds(batchSendMessage(owner, OWNER, THIRD, 'Buy now'));
      await sleep(MESSAGE_MIN_INTERVAL_MS + 100);
      await assertSucceeds(batchSendMessage(owner, OWNER, OTHER, 'Buy now'));
    });
  });

  describe('new conversations (accounts younger than a week)', () => {
    it(`attack 57: at most ${NEW_ACCOUNT_CONVERSATIONS_PER_DAY} a day; the count restarts only when the day is over`, async () => {
      await h.seed({ ...castDocs(), [paths.rateLimit(OWNER, 'conversations')]: storedCount(NEW_ACCOUNT_CONVERSATIONS_PER_DAY - 1, 60_000) });
      const owner = h.as(OWNER);
      await assertSucceeds(openChat(owner, OWNER, OTHER));
      // attack 57: the next one, uncounted, counted past the cap, or with a restarted count
      await assertFails(openChat(owner, OWNER, THIRD));
      await assertFails(openChat(owner, OWNER, THIRD, {}, { skipCount: true }));
      await assertFails(setDoc(counter(owner, OWNER, 'conversations'), { windowStart: serverTimestamp(), count: 1, lastAt: serverTimestamp() }));
      await assertFails(deleteDoc(counter(owner, OWNER, 'conversations')));
      // Re-opening an existing conversation is not a new one.
      await assertSucceeds(openChat(owner, OWNER, OTHER, {}, { skipCount: true }));
      // A day later the count starts again.
      await h.seed({ [paths.rateLimit(OWNER, 'conversations')]: storedCount(NEW_ACCOUNT_CONVERSATIONS_PER_DAY, DAY_MS + 60_000) });
      await assertFails(openChat(owner, OWNER, THIRD));
      const restart = writeBatch(owner);
      restart.set(doc(owner, paths.conversation([OWNER, THIRD].sort().join('_'))), {
        participants: [OWNER, THIRD].sort(),
        participantNames: { [OWNER]: `Name of ${OWNER}` },
        unreadCount: { [OWNER]: 0 },
      });
      restart.set(counter(owner, OWNER, 'conversations'), { windowStart: serverTimestamp(), count: 1, lastAt: serverTimestamp() });
      countStep(restart, doc(owner, paths.conversation([OWNER, THIRD].sort().join('_'))), 1);
      await assertSucceeds(restart.commit());
    });

    it('accounts older than a week are not capped', async () => {
      const old = Timestamp.fromMillis(Date.now() - (NEW_ACCOUNT_DAYS + 1) * DAY_MS);
      await h.seed({
        ...castDocs(),
        [paths.privateProfile(OWNER)]: privateProfileDoc(OWNER, { createdAt: old }),
        [paths.rateLimit(OWNER, 'conversations')]: storedCount(NEW_ACCOUNT_CONVERSATIONS_PER_DAY, 60_000),
      });
      await assertSucceeds(openChat(h.as(OWNER), OWNER, THIRD));
      await assertSucceeds(openChat(h.as(OWNER), OWNER, OTHER, {}, { skipCount: true }));
    });
  });

  describe('reports', () => {
    it(`attack 58: at most ${REPORTS_PER_DAY} reports a day per user`, async () => {
      await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']), [paths.rateLimit(OTHER, 'reports')]: storedCount(REPORTS_PER_DAY - 1, 60_000) });
      const reporter = h.as(OTHER);
      await assertSucceeds(fileReport(reporter, OTHER, report(OTHER)));
      // attack 58
      await assertFails(fileReport(reporter, OTHER, report(OTHER)));
      await assertFails(fileReport(reporter, OTHER, report(OTHER), { skipCount: true }));
      await assertFails(updateDoc(counter(reporter, OTHER, 'reports'), { count: 0, lastAt: serverTimestamp() }));
      // Another user's count is their own.
      await assertSucceeds(fileReport(h.as(THIRD), THIRD, report(THIRD)));
    });

    it('attack 59: counters are private, and only ever step by one', async () => {
      await h.seed({ ...castDocs(), [paths.rateLimit(OTHER, 'reports')]: storedCount(3, 60_000) });
      // attack 59
      await assertFails(updateDoc(counter(h.as(OTHER), OTHER, 'reports'), { count: 5, lastAt: serverTimestamp() }));
      await assertFails(updateDoc(counter(h.as(OTHER), OTHER, 'reports'), { count: 4, windowStart: serverTimestamp(), lastAt: serverTimestamp() }));
      await assertFails(updateDoc(counter(h.as(OTHER), OTHER, 'reports'), { count: 4, lastAt: ago(1000) }));
      const unknownKind = doc(h.as(OTHER), paths.rateLimit(OTHER, 'reports').replace(/reports$/, 'favourites'));
      await assertFails(setDoc(unknownKind, { windowStart: serverTimestamp(), count: 1, lastAt: serverTimestamp() }));
      await assertFails(updateDoc(counter(h.as(OWNER), OTHER, 'reports'), { count: 4, lastAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(counter(h.as(OTHER), OTHER, 'reports'), { count: 4, lastAt: serverTimestamp(), changed: 'r1' }));
    });
  });

  describe('uploads (the Firestore half of storage.rules\' upload slots)', () => {
    it('attack 63: the upload counter steps by one and restarts only after a day', async () => {
      await h.seed({ ...castDocs(), [paths.rateLimit(OWNER, 'uploads')]: storedCount(5, 60_000) });
      const owner = h.as(OWNER);
      // attack 63 (Firestore half): a jump, a restart within the day, a backdated window
      await assertFails(updateDoc(counter(owner, OWNER, 'uploads'), { count: 7, lastAt: serverTimestamp() }));
      await assertFails(setDoc(counter(owner, OWNER, 'uploads'), { windowStart: serverTimestamp(), count: 1, lastAt: serverTimestamp() }));
      await assertFails(updateDoc(counter(owner, OWNER, 'uploads'), { windowStart: ago(DAY_MS), count: 6, lastAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(counter(owner, OWNER, 'uploads'), { count: 6, lastAt: serverTimestamp() }));
      await h.seed({ [paths.rateLimit(OWNER, 'uploads')]: storedCount(60, DAY_MS + 60_000) });
      await assertSucceeds(setDoc(counter(owner, OWNER, 'uploads'), { windowStart: serverTimestamp(), count: 1, lastAt: serverTimestamp() }));
    });
  });
});
