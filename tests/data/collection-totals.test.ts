/**
 * The admin overview's totals: kept by every write path that creates or deletes a
 * counted document, read as four documents, and recounted by an admin.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createRoomListing,
  deleteRoomListing,
  deleteRoommateRequest,
  fetchDashboardCounts,
  openConversation,
  recountCollectionTotals,
  saveRoommateRequest,
  syncProfilesStep,
  type DashboardCounts,
} from '@/data';
import { requestInput, roomInput } from './fixtures';
import { clearFirestore, freshAdmin, signInAs, signUpMember, writeAsOwner } from './support';

beforeEach(clearFirestore);

const PHONE = '+44 7700 900123';
const PUBLIC = 'artifacts/roomshare-uk/public/data';

/** The overview's counts, "today" being the last hour (this test's writes). */
const lastHourCounts = () => fetchDashboardCounts(new Date(Date.now() - 60 * 60 * 1000));

function totals(counts: DashboardCounts) {
  return Object.fromEntries(Object.entries(counts).map(([key, { total, kept }]) => [key, { total, kept }]));
}

describe('collection totals', () => {
  it('every create and delete path keeps its total, and the overview shows it', async () => {
    const bob = await signUpMember('Bob');
    const alice = await signUpMember('Alice');
    const owner = { uid: alice.uid, name: 'Alice', phoneNumber: PHONE };
    const first = await createRoomListing(roomInput(), owner);
    await createRoomListing(roomInput({ title: 'Second room' }), owner);
    await deleteRoomListing({ id: first, userId: alice.uid });
    await saveRoommateRequest(alice.uid, requestInput(), PHONE);
    await saveRoommateRequest(alice.uid, requestInput({ budget: 800 }), PHONE); // an edit: not counted again
    await openConversation({ uid: alice.uid }, { uid: bob.uid });
    await openConversation({ uid: alice.uid }, { uid: bob.uid }); // reopened: not new
    await signInAs(bob.email, bob.password);
    await saveRoommateRequest(bob.uid, requestInput(), PHONE);
    await deleteRoommateRequest(bob.uid);

    // Profiles without a public copy (one from before them, and the admin's, made past the
    // rules): the admin's sync creates the copies and counts them.
    await writeAsOwner(`artifacts/roomshare-uk/users/legacy-user/user_profile/data`, {
      userId: 'legacy-user', name: 'Legacy Person', email: 'legacy@example.com', role: null, isAdmin: false, isPremium: false, createdAt: new Date(),
    });
    const admin = await freshAdmin('Totals Admin');
    await signInAs(admin.email, admin.password);
    let cursor: string | null = null;
    do cursor = (await syncProfilesStep(cursor)).next;
    while (cursor);

    const counts = await lastHourCounts();
    expect(totals(counts)).toEqual({
      users: { total: 4, kept: true },
      roomListings: { total: 1, kept: true },
      roommateRequests: { total: 1, kept: true },
      conversations: { total: 1, kept: true },
    });
    expect(counts.users.today).toBe(4);
  });

  it('counts a collection without a counter, and Recount stores what it counted', async () => {
    const admin = await freshAdmin('Recount Admin');
    // Data from before the counters: two listings written past the rules, no stats document;
    // and a total that drifted (written past the app).
    await writeAsOwner(`${PUBLIC}/room_listings/old-1`, { title: 'Old one', status: 'active', lastActivity: new Date() });
    await writeAsOwner(`${PUBLIC}/room_listings/old-2`, { title: 'Old two', status: 'active', lastActivity: new Date() });
    await writeAsOwner(`${PUBLIC}/stats/user_profiles`, { count: 40, changed: '' });
    await signInAs(admin.email, admin.password);

    const before = await lastHourCounts();
    expect(before.roomListings).toMatchObject({ total: 2, kept: false, recountedAt: null });
    expect(before.users).toMatchObject({ total: 40, kept: true });

    await recountCollectionTotals();
    const after = await lastHourCounts();
    expect(totals(after)).toEqual({
      users: { total: 0, kept: true },
      roomListings: { total: 2, kept: true },
      roommateRequests: { total: 0, kept: true },
      conversations: { total: 0, kept: true },
    });
    expect(after.users.recountedAt).toBeInstanceOf(Date);
  });
});
