/**
 * Viewings through the data layer (src/data/repositories/viewing*.ts): two clients racing for one
 * slot, exactly one wins; cancelling frees it; the meeting link and a shared address reach only
 * the booked seeker; every booking and cancellation is counted for admins.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import {
  bookViewing,
  cancelViewing,
  createRoomListing,
  deleteRoomListing,
  eraseAccountData,
  getRoomListing,
  getViewingAddress,
  getViewingCounts,
  getViewingMeetingUrl,
  openViewingTimes,
  startAccountDeletion,
  subscribeMyBookedSlots,
  subscribeOpenSlots,
  subscribeOwnerListingSlots,
} from '@/data';
import { addBookingWrites, addCountWrite } from '@/data/repositories/viewingBookings';
import type { ViewingSlot } from '@/types/viewings';
import { roomInput } from './fixtures';
import { clearFirestore, freshAdmin, signInAs, signUpFresh, waitFor } from './support';

const PHONE = '+44 7700 900123';
const DAY_MS = 24 * 60 * 60 * 1000;
const MEETING_URL = 'https://meet.example.com/abc-defg-hij';
const ADDRESS = '12 Cranbrook Road, Ilford IG1 4DU';

let racerApp: FirebaseApp | null = null;

beforeEach(clearFirestore);
afterEach(async () => {
  if (racerApp) await deleteApp(racerApp);
  racerApp = null;
});

/** A second browser: its own Firebase app, signed in as another account. */
async function secondClient(email: string, password: string) {
  racerApp = initializeApp(env.firebase, `racer-${Date.now()}`);
  const auth = getAuth(racerApp);
  connectAuthEmulator(auth, `http://${env.emulators.host}:${env.emulators.authPort}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, password);
  // Loaded as the data layer loads it (src/data/transport/firebase.ts), so it is the data layer's Writer type.
  const sdk = await import('firebase/firestore');
  const db = sdk.initializeFirestore(racerApp, { localCache: sdk.memoryLocalCache() });
  sdk.connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestorePort);
  return { sdk, db };
}

/** An owner with a live listing and `count` open times from tomorrow, the first one by video; `address` shared on the others. */
async function listingWithTimes(count: number, address?: string) {
  const owner = await signUpFresh('Priya Owner');
  const listingId = await createRoomListing(roomInput(), { uid: owner.uid, name: 'Priya Owner', phoneNumber: PHONE });
  const start = Math.ceil(Date.now() / DAY_MS) * DAY_MS + DAY_MS + 10 * 60 * 60 * 1000;
  await openViewingTimes(
    owner.uid,
    listingId,
    Array.from({ length: count }, (_, index) => ({
      startAt: new Date(start + index * 30 * 60 * 1000),
      kind: index === 0 ? ('video' as const) : ('in-person' as const),
      minutes: 30,
      ...(index === 0 ? { meetingUrl: MEETING_URL } : address ? { address } : {}),
    })),
  );
  const slots = await openSlots(listingId, count);
  return { owner, listingId, slots };
}

function openSlots(listingId: string, count: number): Promise<ViewingSlot[]> {
  return waitFor<ViewingSlot[]>((next, error) => subscribeOpenSlots(listingId, next, error), (slots) => slots.length === count);
}

describe('viewings: the slot is the lock', () => {
  it('two seekers booking the same slot at once: exactly one succeeds, every time', async () => {
    const { slots } = await listingWithTimes(3);
    const racer = await signUpFresh('Ravi Racer');
    const seeker = await signUpFresh('Ananya Seeker');
    const other = await secondClient(racer.email, racer.password);
    for (const slot of slots) {
      const batch = other.sdk.writeBatch(other.db);
      addBookingWrites(other, batch, racer.uid, slot, '', {}, null);
      const [mine, theirs] = await Promise.allSettled([bookViewing(seeker.uid, slot, 'Coming with my sister'), batch.commit()]);
      expect([mine?.status, theirs?.status].sort()).toEqual(['fulfilled', 'rejected']);
      if (mine?.status === 'rejected') expect(mine.reason).toMatchObject({ name: 'ViewingBookingError', reason: 'taken' });
      const winner = mine?.status === 'fulfilled' ? seeker.uid : racer.uid;
      // Each seeker keeps one viewing per listing: the winner cancels before the next round.
      await freeSlotOf(winner, slot, seeker, racer, other);
    }
  });

  it('a seeker cancels: the slot is open again, and another seeker books it', async () => {
    const { listingId, slots } = await listingWithTimes(2);
    const first = await signUpFresh('First Seeker');
    const slot = slots[1]!;
    await bookViewing(first.uid, slot, 'After work if possible');
    await openSlots(listingId, 1);
    const mine = await waitFor<ViewingSlot[]>((next, error) => subscribeMyBookedSlots(first.uid, next, error), (items) => items.length === 1);
    expect(mine[0]).toMatchObject({ listingId, id: slot.id, bookedBy: first.uid, note: 'After work if possible' });
    await expect(bookViewing(first.uid, slots[0]!)).rejects.toMatchObject({ reason: 'already-booked' });

    await cancelViewing(first.uid, slot);
    await openSlots(listingId, 2);
    const second = await signUpFresh('Second Seeker');
    await bookViewing(second.uid, slot);
    await expect(bookViewing(second.uid, slot)).rejects.toMatchObject({ reason: 'already-booked' });
  });

  it('the owner cancels: the slot is open again and the seeker may book another time of that listing', async () => {
    const { owner, listingId, slots } = await listingWithTimes(2);
    const seeker = await signUpFresh('Seeker');
    await bookViewing(seeker.uid, slots[1]!);
    await signInAs(owner.email, owner.password);
    await cancelViewing(owner.uid, { ...slots[1]!, ownerId: owner.uid });
    await openSlots(listingId, 2);
    await signInAs(seeker.email, seeker.password);
    await bookViewing(seeker.uid, slots[0]!);
    expect(await getViewingMeetingUrl(slots[0]!)).toBe(MEETING_URL);
  });

  it('the meeting link: the owner and the booked seeker read it, another seeker gets none', async () => {
    const { slots } = await listingWithTimes(1);
    const video = slots[0]!;
    expect(video.kind).toBe('video');
    expect(await getViewingMeetingUrl(video)).toBe(MEETING_URL);
    await signUpFresh('Curious');
    expect(await getViewingMeetingUrl(video)).toBeNull();
  });
});

describe('viewings: the shared address and the counts', () => {
  it('the address the owner shares reaches the booked seeker only, never the listing document', async () => {
    const { owner, listingId, slots } = await listingWithTimes(2, ADDRESS);
    const inPerson = slots[1]!;
    expect(await getViewingAddress(inPerson)).toBe(ADDRESS);
    expect(await getViewingAddress(slots[0]!)).toBeNull();
    expect(JSON.stringify(await getRoomListing(listingId))).not.toContain('Cranbrook');
    const seeker = await signUpFresh('Booked Seeker');
    expect(await getViewingAddress(inPerson)).toBeNull();
    await bookViewing(seeker.uid, inPerson);
    expect(await getViewingAddress(inPerson)).toBe(ADDRESS);
    await signUpFresh('Another Seeker');
    expect(await getViewingAddress(inPerson)).toBeNull();
    await signInAs(owner.email, owner.password);
    expect(await getViewingAddress(inPerson)).toBe(ADDRESS);
  });

  it('bookings, the seeker’s and the owner’s cancellations are counted, and an admin reads the counts', async () => {
    const { owner, slots } = await listingWithTimes(3);
    const seeker = await signUpFresh('Counted Seeker');
    await bookViewing(seeker.uid, slots[1]!);
    await cancelViewing(seeker.uid, slots[1]!);
    await bookViewing(seeker.uid, slots[2]!);
    expect(await getViewingCounts(seeker.uid)).toEqual({ booked: 2, cancelled: 1, ownerCancelled: 0 });
    await signInAs(owner.email, owner.password);
    await cancelViewing(owner.uid, { ...slots[2]!, ownerId: owner.uid });
    expect(await getViewingCounts(owner.uid)).toEqual({ booked: 0, cancelled: 0, ownerCancelled: 1 });
    await freshAdmin();
    expect(await getViewingCounts(seeker.uid)).toEqual({ booked: 2, cancelled: 1, ownerCancelled: 0 });
    expect(await getViewingCounts(owner.uid)).toEqual({ booked: 0, cancelled: 0, ownerCancelled: 1 });
  });
});

/** Lets the next round start from open: the winner cancels from their own client. */
async function freeSlotOf(
  winner: string,
  slot: ViewingSlot,
  seeker: { uid: string; email: string; password: string },
  racer: { uid: string },
  other: Awaited<ReturnType<typeof secondClient>>,
): Promise<void> {
  if (winner === seeker.uid) {
    await cancelViewing(seeker.uid, slot);
    return;
  }
  const batch = other.sdk.writeBatch(other.db);
  batch.update(other.sdk.doc(other.db, `artifacts/roomshare-uk/public/data/room_listings/${slot.listingId}/viewing_slots/${slot.id}`), { bookedBy: null, bookedAt: null, note: '' });
  batch.set(other.sdk.doc(other.db, `artifacts/roomshare-uk/users/${racer.uid}/viewings/registry`), { bookings: {}, changed: slot.listingId });
  addCountWrite(other, batch, racer.uid, slot, 'cancelled');
  await batch.commit();
}

describe('viewings leave nothing behind', () => {
  it("deleting a listing removes its times, booked and video ones included", async () => {
    const { owner, listingId } = await listingWithTimes(2);
    const seeker = await signUpFresh('Seeker');
    const [video, inPerson] = await openSlots(listingId, 2);
    await bookViewing(seeker.uid, inPerson!);
    await signInAs(owner.email, owner.password);
    await deleteRoomListing({ id: listingId, userId: owner.uid });
    const left = await waitFor<ViewingSlot[]>((next, error) => subscribeOwnerListingSlots(listingId, owner.uid, next, error), () => true);
    expect(left).toEqual([]);
    expect(await getViewingMeetingUrl(video!)).toBeNull();
  });

  it("a seeker's account deletion frees the slot they booked and removes their bookings", async () => {
    const { listingId, slots } = await listingWithTimes(2);
    const seeker = await signUpFresh('Leaving Seeker');
    await bookViewing(seeker.uid, slots[1]!);
    await openSlots(listingId, 1);
    await startAccountDeletion(seeker.uid);
    await eraseAccountData(seeker.uid);
    await openSlots(listingId, 2);
    const booked = await waitFor<ViewingSlot[]>((next, error) => subscribeMyBookedSlots(seeker.uid, next, error), () => true);
    expect(booked).toEqual([]);
  });
});
