/**
 * Screening before publication through the real repositories and Auth-emulator
 * tokens: the status a post starts in comes from the owner's token, admins approve or reject,
 * and Browse pages never skip posts tied on lastActivity.
 */
import { REJECTION_REASONS } from '@/config/constants';
import { NO_ROOM_FILTERS } from '@/lib/filters/roomFilters';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  approvePost,
  createProfiles,
  createRoomListing,
  fetchPendingListingsPage,
  fetchPendingRequestsPage,
  fetchRoomListingsPage,
  getRoomListing,
  getRoommateRequest,
  rejectPost,
  saveRoommateRequest,
  setRoomListingStatus,
  updateRoomListing,
  type CursorValue,
} from '@/data';
import { requestInput, roomInput } from './fixtures';
import { clearFirestore, freshAdmin, signInAs, signUpFresh, verifyPhoneOf, writeAsOwner } from './support';

const PHONE = '+44 7700 900123';

async function newOwner(name: string, phoneVerified: boolean) {
  const account = await signUpFresh(name, { phoneVerified });
  await createProfiles({ uid: account.uid, name, email: account.email, phoneNumber: PHONE });
  return account;
}

beforeEach(clearFirestore);

describe('screening before publication', () => {
  it('an owner without a verified phone posts pending (hidden from Browse and other users); after verifying, the next post is live', async () => {
    const owner = await newOwner('Unverified Owner', false);
    const first = await createRoomListing(roomInput({ title: 'First room' }), { uid: owner.uid, name: 'Unverified Owner', phoneNumber: PHONE });
    expect(await getRoomListing(first)).toMatchObject({ moderation: 'pending', ownerVerified: { email: false, phone: false } });

    await verifyPhoneOf(owner.uid);
    const second = await createRoomListing(roomInput({ title: 'Second room' }), { uid: owner.uid, name: 'Unverified Owner', phoneNumber: PHONE });
    const live = await getRoomListing(second);
    expect(live?.moderation).toBeUndefined();
    expect(live?.ownerVerified).toEqual({ email: false, phone: true });

    await signUpFresh('Someone else');
    expect(await getRoomListing(first)).toBeNull();
    expect((await fetchRoomListingsPage(NO_ROOM_FILTERS)).items.map((listing) => listing.id)).toEqual([second]);
  });

  it('a roommate request from an unverified account is pending; an admin approves it or rejects it with a reason its owner reads', async () => {
    const admin = await freshAdmin();
    const seeker = await newOwner('Seeker', false);
    await saveRoommateRequest(seeker.uid, requestInput(), PHONE);
    expect(await getRoommateRequest(seeker.uid)).toMatchObject({ moderation: 'pending' });
    await expect(fetchPendingRequestsPage()).rejects.toMatchObject({ code: 'permission-denied' });

    await signInAs(admin.email, admin.password);
    expect((await fetchPendingRequestsPage()).items.map((request) => request.id)).toEqual([seeker.uid]);
    await rejectPost('roommate_requests', seeker.uid, REJECTION_REASONS[2]);
    expect((await fetchPendingRequestsPage()).items).toEqual([]);

    await signInAs(seeker.email, seeker.password);
    expect(await getRoommateRequest(seeker.uid)).toMatchObject({ moderation: 'rejected', rejectionReason: REJECTION_REASONS[2] });
    // Re-saving the profile keeps it rejected (only admins take a post out of 'rejected').
    await saveRoommateRequest(seeker.uid, requestInput({ aboutMe: 'Edited after rejection' }), PHONE);
    expect(await getRoommateRequest(seeker.uid)).toMatchObject({ moderation: 'rejected' });

    await signInAs(admin.email, admin.password);
    await approvePost('roommate_requests', seeker.uid);
    const approved = await getRoommateRequest(seeker.uid);
    expect(approved?.moderation).toBeUndefined();
    expect(approved?.rejectionReason).toBeUndefined();
  });

  it('an unverified owner\'s edit of an approved post goes back to review; a status toggle or an unchanged save does not', async () => {
    const admin = await freshAdmin();
    const owner = await newOwner('Unverified Owner', false);
    const id = await createRoomListing(roomInput(), { uid: owner.uid, name: 'Unverified Owner', phoneNumber: PHONE });
    await saveRoommateRequest(owner.uid, requestInput(), PHONE);
    await signInAs(admin.email, admin.password);
    await approvePost('room_listings', id);
    await approvePost('roommate_requests', owner.uid);

    await signInAs(owner.email, owner.password);
    await setRoomListingStatus(id, 'filled');
    await setRoomListingStatus(id, 'active');
    expect(await updateRoomListing(id, roomInput(), 'owner')).toBe(false);
    expect(await saveRoommateRequest(owner.uid, requestInput(), PHONE)).toBe(false);
    expect((await getRoomListing(id))?.moderation).toBeUndefined();

    expect(await updateRoomListing(id, roomInput({ title: 'Now pay the deposit first' }), 'owner')).toBe(true);
    expect(await saveRoommateRequest(owner.uid, requestInput({ aboutMe: 'Rewritten after approval' }), PHONE)).toBe(true);
    expect(await getRoomListing(id)).toMatchObject({ moderation: 'pending', title: 'Now pay the deposit first' });
    expect(await getRoommateRequest(owner.uid)).toMatchObject({ moderation: 'pending' });
  });

  it('the review queue is oldest first, 10 a page, continuing after ties on createdAt', async () => {
    const admin = await freshAdmin();
    const createdAt = new Date('2026-11-01T10:00:00Z');
    const ids = Array.from({ length: 13 }, (_, index) => `pending-${String(index).padStart(2, '0')}`);
    for (const [index, id] of ids.entries()) {
      // Three share the oldest createdAt, the rest are a minute apart.
      const at = new Date(createdAt.getTime() + Math.max(0, index - 2) * 60_000);
      await writeAsOwner(`artifacts/roomshare-uk/public/data/room_listings/${id}`, { ...roomInput(), status: 'pending', userId: 'someone', userName: 'Someone', createdAt: at, lastActivity: at });
    }
    await signInAs(admin.email, admin.password);
    const first = await fetchPendingListingsPage();
    expect(first.items.map((listing) => listing.id)).toEqual(ids.slice(0, 10));
    const second = await fetchPendingListingsPage(first.next);
    expect(second.items.map((listing) => listing.id)).toEqual(ids.slice(10));
  });
});

describe('Browse paging', () => {
  it('shows every listing once when many share lastActivity across a page boundary (document id tiebreaker)', async () => {
    await signUpFresh('Guest-ish reader');
    const at = new Date('2026-11-01T10:00:00Z');
    const ids = Array.from({ length: 30 }, (_, index) => `tied-${String(index).padStart(2, '0')}`);
    for (const id of ids) {
      await writeAsOwner(`artifacts/roomshare-uk/public/data/room_listings/${id}`, { ...roomInput(), status: 'active', userId: 'someone', userName: 'Someone', createdAt: at, lastActivity: at });
    }
    const seen: string[] = [];
    let cursor: CursorValue[] | null = null;
    for (let page = 0; page < 5; page += 1) {
      const result = await fetchRoomListingsPage(NO_ROOM_FILTERS, cursor);
      seen.push(...result.items.map((listing) => listing.id));
      cursor = result.next;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(ids.length);
    expect([...seen].sort()).toEqual(ids);
  });
});
