import { MESSAGE_MIN_INTERVAL_MS, REPORTS_PER_DAY } from '@/config/constants';
import { NO_ROOM_FILTERS } from '@/lib/filters/roomFilters';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  blockUser,
  createProfiles,
  createReport,
  createRoomListing,
  deleteRoomListing,
  dismissReport,
  fetchOpenReportsPage,
  fetchRoomListingsPage,
  getPrivateProfile,
  getRoomListing,
  hideReportedPost,
  isRateLimited,
  isSendRefused,
  markReportedUser,
  openConversation,
  saveRoommateRequest,
  sendMessage,
  setRoomListingStatus,
  subscribeMyBlocks,
  unblockUser,
  subscribeUnreadTotal,
} from '@/data';
import { requestInput, roomInput } from './fixtures';
import { clearFirestore, freshAdmin, signInAs, signUpFresh, waitFor } from './support';

beforeEach(clearFirestore);

describe('moderation repositories', () => {
  it('a report reaches the admin queue; dismissing takes it out', async () => {
    const admin = await freshAdmin();
    const owner = await signUpFresh('Owner');
    // A report names a post that exists and its owner (the rules refuse anything else).
    await saveRoommateRequest(owner.uid, requestInput(), '+44 7700 900001');
    const reporter = await signUpFresh('Reporter');
    await createReport(reporter.uid, { kind: 'roommate', targetId: owner.uid, targetUserId: owner.uid, reason: 'Fake or misleading', note: `  ${'n'.repeat(600)}  ` });
    await expect(fetchOpenReportsPage()).rejects.toMatchObject({ code: 'permission-denied' });

    await signInAs(admin.email, admin.password);
    const page = await fetchOpenReportsPage();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ kind: 'roommate', targetUserId: owner.uid, reporterId: reporter.uid, status: 'open', reason: 'Fake or misleading' });
    expect(page.items[0]?.note).toHaveLength(500);
    expect(page.items[0]?.createdAt).toBeInstanceOf(Date);
    await dismissReport(page.items[0]?.id ?? '');
    expect((await fetchOpenReportsPage()).items).toEqual([]);
  });

  it('"Hide Post" takes a listing out of browse for good; "Mark User" flags its owner', async () => {
    const admin = await freshAdmin();
    const owner = await signUpFresh('Owner');
    await createProfiles({ uid: owner.uid, name: 'Owner', email: owner.email, phoneNumber: '+44 7700 900001' });
    const listingId = await createRoomListing(roomInput({ title: 'Too good to be true' }), { uid: owner.uid, name: 'Owner', phoneNumber: '+44 7700 900001' });
    const kept = await createRoomListing(roomInput({ title: 'Honest room' }), { uid: owner.uid, name: 'Owner', phoneNumber: '+44 7700 900001' });
    const reporter = await signUpFresh('Reporter');
    await createReport(reporter.uid, { kind: 'room', targetId: listingId, targetUserId: owner.uid, reason: 'Scam or fraud', note: '' });

    await signInAs(admin.email, admin.password);
    const [report] = (await fetchOpenReportsPage()).items;
    if (!report) throw new Error('no report');
    await hideReportedPost(report);
    await markReportedUser(report);
    expect((await fetchOpenReportsPage()).items).toEqual([]);
    expect(await getPrivateProfile(owner.uid)).toMatchObject({ flagged: true });
    const browse = await fetchRoomListingsPage(NO_ROOM_FILTERS);
    expect(browse.items.map((item) => item.id)).toEqual([kept]);

    await signInAs(owner.email, owner.password);
    await expect(setRoomListingStatus(listingId, 'active')).rejects.toMatchObject({ code: 'permission-denied' });
    // The owner still reads it but cannot delete it; everyone else finds nothing there.
    expect(await getRoomListing(listingId)).toMatchObject({ id: listingId, moderation: 'hidden' });
    await expect(deleteRoomListing({ id: listingId, userId: owner.uid })).rejects.toMatchObject({ code: 'permission-denied' });
    await signInAs(reporter.email, reporter.password);
    expect(await getRoomListing(listingId)).toBeNull();
    expect(await getRoomListing(kept)).toMatchObject({ id: kept });
  });

  it(`a user files at most ${REPORTS_PER_DAY} reports a day`, async () => {
    const owner = await signUpFresh('Owner');
    await saveRoommateRequest(owner.uid, requestInput(), '+44 7700 900001');
    const reporter = await signUpFresh('Reporter');
    const report = { kind: 'roommate', targetId: owner.uid, targetUserId: owner.uid, reason: 'Spam', note: '' } as const;
    for (let i = 0; i < REPORTS_PER_DAY; i += 1) await createReport(reporter.uid, report);
    await expect(createReport(reporter.uid, report)).rejects.toSatisfy((error) => isRateLimited(error, 'reports'));
  });

  it('a block refuses the blocked user’s messages until it is lifted', async () => {
    const alice = await signUpFresh('Alice');
    // Conversations are only with accounts that have a public profile.
    await createProfiles({ uid: alice.uid, name: 'Alice', email: alice.email, phoneNumber: '+44 7700 900002' });
    const bob = await signUpFresh('Bob');
    await openConversation({ uid: bob.uid }, { uid: alice.uid });
    await signInAs(alice.email, alice.password);
    await sendMessage(alice.uid, bob.uid, 'Send the deposit first');
    await signInAs(bob.email, bob.password);
    expect(await waitFor<number>((next, error) => subscribeUnreadTotal(bob.uid, next, error), (total) => total === 1)).toBe(1);
    await blockUser(bob.uid, alice.uid);
    // The blocked conversation leaves the list, so it no longer counts on the badge.
    expect(await waitFor<number>((next, error) => subscribeUnreadTotal(bob.uid, next, error), (total) => total === 0)).toBe(0);
    expect(await waitFor<string[]>((next, error) => subscribeMyBlocks(bob.uid, next, error), (ids) => ids.length === 1)).toEqual([alice.uid]);

    await signInAs(alice.email, alice.password);
    // Past the one-message-a-second limit, so the refusal is the block's.
    await new Promise((resolve) => setTimeout(resolve, MESSAGE_MIN_INTERVAL_MS + 100));
    const refused = await sendMessage(alice.uid, bob.uid, 'Hello?').catch((error: unknown) => error);
    expect(isSendRefused(refused)).toBe(true);

    await signInAs(bob.email, bob.password);
    await unblockUser(bob.uid, alice.uid);
    await signInAs(alice.email, alice.password);
    await new Promise((resolve) => setTimeout(resolve, MESSAGE_MIN_INTERVAL_MS + 100));
    await expect(sendMessage(alice.uid, bob.uid, 'Hello again')).resolves.toBeUndefined();
  });
});
