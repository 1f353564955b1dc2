/**
 * Viewings (docs/viewings.md): owners open times on their listing, a seeker books one (the slot
 * is the lock), either side cancels, a video slot's meeting link is private to the two of them.
 * Every refusal sits beside its legitimate twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { VIEWING_SLOTS } from '../../src/data/collections/viewings';
import { useRulesEnv } from './support/env';
import { ADMIN, castDocs, listingDoc, listingDocs, OTHER, OWNER, paths, THIRD } from './support/fixtures';
import {
  addCount,
  bookedSlotDoc,
  bookingBatch,
  meetingRef,
  openFields,
  ownerCancelBatch,
  registryDoc,
  registryRef,
  seekerCancelBatch,
  slotDoc,
  slotRef,
  slotStart,
  type Bookings,
} from './support/viewings';

const h = useRulesEnv();

const OPEN = 'slot-0';
const VIDEO = 'slot-1';
const BOOKED = 'slot-2';
const MEETING_URL = 'https://meet.example.com/abc-defg-hij';
const BOOKED_START = slotStart(3);

/** l1 of OWNER with an open in-person slot, an open video slot with its link, and a slot OTHER booked. */
async function seedViewings(extra: Record<string, DocumentData> = {}): Promise<void> {
  await h.seed({
    ...castDocs(),
    ...listingDocs(OWNER, ['l1', 'l2']),
    [paths.viewingSlot('l1', OPEN)]: slotDoc({ createdAt: Timestamp.now() }),
    [paths.viewingSlot('l1', VIDEO)]: slotDoc({ createdAt: Timestamp.now(), kind: 'video' }),
    [paths.viewingMeeting('l1', VIDEO)]: { url: MEETING_URL },
    [paths.viewingSlot('l1', BOOKED)]: bookedSlotDoc(OTHER, { startAt: BOOKED_START }),
    [paths.viewingRegistry(OTHER)]: registryDoc({ l1: { slotId: BOOKED, startAt: BOOKED_START } }),
    ...extra,
  });
}

const openSlot = { listingId: 'l1', slotId: OPEN, startAt: slotStart(2) };

describe('viewing slots: opening times', () => {
  it('the owner opens a time on a live listing; attacks: a stranger, an id outside the set, a past or far time, a bad kind or length, extra or pre-booked fields', async () => {
    await seedViewings();
    const owner = h.as(OWNER);
    await assertSucceeds(setDoc(slotRef(owner, 'l1', 'slot-39'), slotDoc()));
    await assertSucceeds(setDoc(slotRef(owner, 'l2', 'slot-5'), slotDoc({ startAt: slotStart(59), minutes: 60, kind: 'video' })));
    await assertFails(setDoc(slotRef(h.as(THIRD), 'l1', 'slot-7'), slotDoc({ ownerId: THIRD })));
    await assertFails(setDoc(slotRef(h.as(THIRD), 'l1', 'slot-7'), slotDoc()));
    await assertFails(setDoc(slotRef(h.guest(), 'l1', 'slot-7'), slotDoc()));
    for (const id of ['slot-40', 'slot-07', 'slot7', 'x']) await assertFails(setDoc(slotRef(owner, 'l1', id), slotDoc()));
    const bad: DocumentData[] = [
      { startAt: slotStart(-1) },
      { startAt: slotStart(61) },
      { startAt: '2026-12-06T11:00' },
      { kind: 'phone' },
      { minutes: 20 },
      { minutes: 30.5 },
      { createdAt: Timestamp.fromMillis(Date.now() - 60_000) },
      { bookedBy: OTHER, bookedAt: serverTimestamp() },
      { note: 'Booked already' },
      { address: '12 High Street' },
    ];
    for (const fields of bad) await assertFails(setDoc(slotRef(owner, 'l1', 'slot-8'), slotDoc(fields)));
    await assertSucceeds(setDoc(slotRef(owner, 'l1', 'slot-8'), slotDoc()));
  });

  it('no times on a listing that is not live or does not exist', async () => {
    await seedViewings({ [paths.roomListing('l3')]: listingDoc(OWNER, { status: 'hidden' }) });
    const owner = h.as(OWNER);
    await assertFails(setDoc(slotRef(owner, 'l3', 'slot-0'), slotDoc()));
    await assertFails(setDoc(slotRef(owner, 'missing', 'slot-0'), slotDoc()));
    await assertSucceeds(setDoc(slotRef(owner, 'l2', 'slot-0'), slotDoc()));
  });

  it('the owner deletes a slot with its meeting link; attacks: leaving the link behind, a stranger deleting', async () => {
    await seedViewings();
    await assertFails(deleteDoc(slotRef(h.as(THIRD), 'l1', OPEN)));
    await assertFails(deleteDoc(slotRef(h.as(OTHER), 'l1', BOOKED)));
    await assertFails(deleteDoc(slotRef(h.as(OWNER), 'l1', VIDEO)));
    const owner = h.as(OWNER);
    const batch = writeBatch(owner);
    batch.delete(slotRef(owner, 'l1', VIDEO));
    batch.delete(meetingRef(owner, 'l1', VIDEO));
    await assertSucceeds(batch.commit());
    await assertSucceeds(deleteDoc(slotRef(h.as(OWNER), 'l1', BOOKED)));
  });

  it('an open slot is never edited: its time, kind and owner stay as opened', async () => {
    await seedViewings();
    const owner = h.as(OWNER);
    await assertFails(updateDoc(slotRef(owner, 'l1', OPEN), { startAt: slotStart(5) }));
    await assertFails(updateDoc(slotRef(owner, 'l1', OPEN), { kind: 'video' }));
    await assertFails(updateDoc(slotRef(owner, 'l1', OPEN), { ownerId: THIRD }));
    await assertSucceeds(ownerCancelBatch(owner, OWNER, 'l1', BOOKED).commit());
  });
});

describe('viewing slots: reading', () => {
  it('open slots are public; a booked one only to its seeker, the owner and admins', async () => {
    await seedViewings();
    const openQuery = (db = h.guest()) => query(collection(db, paths.viewingSlots('l1')), where('bookedBy', '==', null));
    const open = await assertSucceeds(getDocs(openQuery()));
    expect(open.docs.map((d) => d.id).sort()).toEqual([OPEN, VIDEO]);
    await assertSucceeds(getDoc(slotRef(h.guest(), 'l1', OPEN)));
    await assertFails(getDocs(collection(h.guest(), paths.viewingSlots('l1'))));
    await assertFails(getDocs(collection(h.as(THIRD), paths.viewingSlots('l1'))));
    for (const db of [h.guest(), h.as(THIRD)]) await assertFails(getDoc(slotRef(db, 'l1', BOOKED)));
    for (const uid of [OTHER, OWNER, ADMIN]) await assertSucceeds(getDoc(slotRef(h.as(uid), 'l1', BOOKED)));
    const owned = await assertSucceeds(getDocs(query(collection(h.as(OWNER), paths.viewingSlots('l1')), where('ownerId', '==', OWNER))));
    expect(owned.size).toBe(3);
    await assertFails(getDocs(query(collection(h.as(THIRD), paths.viewingSlots('l1')), where('ownerId', '==', OWNER))));
  });

  it('"Upcoming viewings" across listings: a seeker their bookings, an owner their slots, nobody else’s', async () => {
    await seedViewings();
    const bookedBy = (uid: string, asUid: string) => query(collectionGroup(h.as(asUid), VIEWING_SLOTS), where('bookedBy', '==', uid));
    const ownedBy = (uid: string, asUid: string) => query(collectionGroup(h.as(asUid), VIEWING_SLOTS), where('ownerId', '==', uid));
    const mine = await assertSucceeds(getDocs(bookedBy(OTHER, OTHER)));
    expect(mine.docs.map((d) => d.id)).toEqual([BOOKED]);
    const owned = await assertSucceeds(getDocs(ownedBy(OWNER, OWNER)));
    expect(owned.size).toBe(3);
    await assertFails(getDocs(bookedBy(OTHER, THIRD)));
    await assertFails(getDocs(ownedBy(OWNER, THIRD)));
    await assertFails(getDocs(collectionGroup(h.guest(), VIEWING_SLOTS)));
  });

  it('a registry is read only by its seeker', async () => {
    await seedViewings();
    await assertSucceeds(getDoc(registryRef(h.as(OTHER), OTHER)));
    for (const db of [h.guest(), h.as(THIRD), h.as(OWNER), h.as(ADMIN)]) await assertFails(getDoc(registryRef(db, OTHER)));
  });
});

describe('viewing slots: booking (the slot is the lock)', () => {
  it('a seeker books an open slot with a note; attacks: a booked slot, the owner’s own listing, a forged booker or time, a long note, other fields', async () => {
    await seedViewings();
    const third = h.as(THIRD);
    // A second booking of a booked slot is refused, whoever asks.
    await assertFails(bookingBatch(third, THIRD, { listingId: 'l1', slotId: BOOKED, startAt: BOOKED_START }).commit());
    await assertFails(bookingBatch(h.as(OWNER), OWNER, openSlot).commit());
    const bad: DocumentData[] = [
      { bookedBy: OTHER },
      { bookedAt: Timestamp.fromMillis(Date.now() - 60_000) },
      { note: 'x'.repeat(301) },
      { note: 42 },
      { startAt: slotStart(4) },
      { kind: 'video' },
      { minutes: 60 },
    ];
    for (const slot of bad) await assertFails(bookingBatch(third, THIRD, { ...openSlot, slot }).commit());
    await assertSucceeds(bookingBatch(third, THIRD, { ...openSlot, note: 'x'.repeat(300) }).commit());
    // Now taken: another seeker's booking of it is refused.
    await assertFails(bookingBatch(h.as(ADMIN), ADMIN, openSlot).commit());
  });

  it('a booking must be in the seeker’s registry in the same batch, for that very slot', async () => {
    await seedViewings();
    const third = h.as(THIRD);
    await assertFails(updateDoc(slotRef(third, 'l1', OPEN), { bookedBy: THIRD, bookedAt: serverTimestamp(), note: '' }));
    await assertFails(bookingBatch(third, THIRD, { ...openSlot, registry: { bookings: { l1: { slotId: VIDEO, startAt: openSlot.startAt } } } }).commit());
    await assertFails(bookingBatch(third, THIRD, { ...openSlot, registry: { bookings: { l1: { slotId: OPEN, startAt: slotStart(9) } } } }).commit());
    await assertFails(bookingBatch(third, THIRD, { ...openSlot, registry: { changed: 'l2' } }).commit());
    await assertFails(bookingBatch(third, THIRD, { ...openSlot, registry: { extra: true } }).commit());
    // Another seeker's registry cannot carry the booking.
    const forOther = writeBatch(third);
    forOther.update(slotRef(third, 'l1', OPEN), { bookedBy: THIRD, bookedAt: serverTimestamp(), note: '' });
    forOther.set(registryRef(third, OTHER), { bookings: { l1: { slotId: OPEN, startAt: openSlot.startAt } }, changed: 'l1' });
    await assertFails(forOther.commit());
    await assertSucceeds(bookingBatch(third, THIRD, openSlot).commit());
  });

  it('a registry entry cannot be written without booking its slot', async () => {
    await seedViewings();
    await assertFails(setDoc(registryRef(h.as(THIRD), THIRD), { bookings: { l1: { slotId: OPEN, startAt: openSlot.startAt } }, changed: 'l1' }));
    await assertFails(setDoc(registryRef(h.as(THIRD), THIRD), { bookings: { l1: { slotId: BOOKED, startAt: BOOKED_START } }, changed: 'l1' }));
    await assertSucceeds(bookingBatch(h.as(THIRD), THIRD, openSlot).commit());
  });

  it('a past slot, a hidden listing and a seeker the owner blocked cannot book', async () => {
    const past = slotStart(-1);
    await seedViewings({
      [paths.viewingSlot('l1', 'slot-9')]: slotDoc({ createdAt: Timestamp.now(), startAt: past }),
      [paths.roomListing('l3')]: listingDoc(OWNER, { status: 'hidden' }),
      [paths.viewingSlot('l3', OPEN)]: slotDoc({ createdAt: Timestamp.now() }),
      [paths.block(OWNER, OTHER)]: { blockedAt: Timestamp.now() },
    });
    await assertFails(bookingBatch(h.as(THIRD), THIRD, { listingId: 'l1', slotId: 'slot-9', startAt: past }).commit());
    await assertFails(bookingBatch(h.as(THIRD), THIRD, { ...openSlot, listingId: 'l3' }).commit());
    await assertFails(bookingBatch(h.as(OTHER), OTHER, { listingId: 'l2', slotId: OPEN, startAt: openSlot.startAt }).commit());
    await h.seed({ [paths.viewingSlot('l2', OPEN)]: slotDoc({ createdAt: Timestamp.now() }) });
    await assertFails(bookingBatch(h.as(OTHER), OTHER, { listingId: 'l2', slotId: OPEN, startAt: openSlot.startAt, before: { l1: { slotId: BOOKED, startAt: BOOKED_START } } }).commit());
    await assertSucceeds(bookingBatch(h.as(THIRD), THIRD, { listingId: 'l2', slotId: OPEN, startAt: openSlot.startAt }).commit());
  });
});

describe('viewing slots: a seeker’s bounds', () => {
  it('one upcoming viewing per listing: a second slot of the same listing is refused, moving to it is not', async () => {
    await seedViewings();
    const other = h.as(OTHER);
    const before: Bookings = { l1: { slotId: BOOKED, startAt: BOOKED_START } };
    await assertFails(bookingBatch(other, OTHER, { ...openSlot, before }).commit());
    const move = bookingBatch(other, OTHER, { ...openSlot, before });
    move.update(slotRef(other, 'l1', BOOKED), openFields());
    await assertSucceeds(move.commit());
  });

  it('at most 5 upcoming viewings; a past one makes room when it is dropped in the same batch', async () => {
    const listings = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'];
    const seeded: Record<string, DocumentData> = {};
    const before: Bookings = {};
    for (const id of listings.slice(0, 5)) {
      const startAt = id === 'l5' ? slotStart(-2) : slotStart(4);
      seeded[paths.viewingSlot(id, 'slot-3')] = bookedSlotDoc(THIRD, { startAt });
      before[id] = { slotId: 'slot-3', startAt };
    }
    seeded[paths.viewingSlot('l6', OPEN)] = slotDoc({ createdAt: Timestamp.now() });
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, listings), ...seeded, [paths.viewingRegistry(THIRD)]: registryDoc(before) });
    const third = h.as(THIRD);
    const sixth = { listingId: 'l6', slotId: OPEN, startAt: openSlot.startAt, before };
    await assertFails(bookingBatch(third, THIRD, sixth).commit());
    // Dropping an upcoming booking that stays booked would only hide it: refused.
    await assertFails(bookingBatch(third, THIRD, { ...sixth, dropped: 'l4' }).commit());
    await assertSucceeds(bookingBatch(third, THIRD, { ...sixth, dropped: 'l5' }).commit());
  });

  it('an entry leaves the registry once its slot is freed or gone, never while it is still booked', async () => {
    await seedViewings();
    const other = h.as(OTHER);
    await assertFails(setDoc(registryRef(other, OTHER), { bookings: {}, changed: 'l1' }));
    await assertSucceeds(ownerCancelBatch(h.as(OWNER), OWNER, 'l1', BOOKED).commit());
    await assertSucceeds(setDoc(registryRef(other, OTHER), { bookings: {}, changed: 'l1' }));
  });
});

describe('viewing slots: cancelling', () => {
  it('the seeker cancels: the slot is open again and another seeker books it', async () => {
    await seedViewings();
    const before: Bookings = { l1: { slotId: BOOKED, startAt: BOOKED_START } };
    await assertFails(seekerCancelBatch(h.as(THIRD), THIRD, 'l1', BOOKED, {}).commit());
    await assertFails(updateDoc(slotRef(h.as(OTHER), 'l1', BOOKED), { ...openFields(), note: 'left a note' }));
    // An uncounted cancellation (the slot and registry without the counts) is refused.
    const other = h.as(OTHER);
    const uncounted = writeBatch(other);
    uncounted.update(slotRef(other, 'l1', BOOKED), openFields());
    uncounted.set(registryRef(other, OTHER), { bookings: {}, changed: 'l1' });
    await assertFails(uncounted.commit());
    await assertSucceeds(seekerCancelBatch(h.as(OTHER), OTHER, 'l1', BOOKED, before).commit());
    await assertSucceeds(getDoc(slotRef(h.guest(), 'l1', BOOKED)));
    await assertSucceeds(bookingBatch(h.as(THIRD), THIRD, { listingId: 'l1', slotId: BOOKED, startAt: BOOKED_START }).commit());
  });

  it('the owner cancels (frees the slot); a stranger cannot; nobody frees an open slot', async () => {
    await seedViewings();
    await assertFails(updateDoc(slotRef(h.as(THIRD), 'l1', BOOKED), openFields()));
    await assertFails(updateDoc(slotRef(h.as(OWNER), 'l1', OPEN), openFields()));
    await assertFails(updateDoc(slotRef(h.as(OWNER), 'l1', BOOKED), { ...openFields(), bookedBy: THIRD }));
    await assertFails(ownerCancelBatch(h.as(THIRD), THIRD, 'l1', BOOKED).commit());
    // Uncounted, or counted as the seeker's cancellation: refused.
    await assertFails(updateDoc(slotRef(h.as(OWNER), 'l1', BOOKED), openFields()));
    const owner = h.as(OWNER);
    const miscounted = writeBatch(owner);
    miscounted.update(slotRef(owner, 'l1', BOOKED), openFields());
    await assertFails(addCount(miscounted, owner, OWNER, 'l1', BOOKED, 'cancelled').commit());
    await assertSucceeds(ownerCancelBatch(h.as(OWNER), OWNER, 'l1', BOOKED).commit());
  });
});

describe('viewing slots: the meeting link', () => {
  it('is read by the owner and the seeker who booked the video slot, nobody else', async () => {
    await seedViewings();
    for (const db of [h.guest(), h.as(THIRD), h.as(OTHER)]) await assertFails(getDoc(meetingRef(db, 'l1', VIDEO)));
    await assertSucceeds(getDoc(meetingRef(h.as(OWNER), 'l1', VIDEO)));
    await assertSucceeds(bookingBatch(h.as(THIRD), THIRD, { listingId: 'l1', slotId: VIDEO, startAt: openSlot.startAt }).commit());
    const link = await assertSucceeds(getDoc(meetingRef(h.as(THIRD), 'l1', VIDEO)));
    expect(link.data()).toEqual({ url: MEETING_URL });
    await assertFails(getDoc(meetingRef(h.as(OTHER), 'l1', VIDEO)));
  });

  it('is written by the owner of a video slot only, as an https address', async () => {
    await seedViewings();
    const owner = h.as(OWNER);
    await assertFails(setDoc(meetingRef(h.as(THIRD), 'l1', VIDEO), { url: MEETING_URL }));
    await assertFails(setDoc(meetingRef(owner, 'l1', OPEN), { url: MEETING_URL }));
    for (const url of ['http://meet.example.com/abc', 'javascript:alert(1)', `https://x.example/${'a'.repeat(500)}`, 'https://a b.example']) {
      await assertFails(setDoc(meetingRef(owner, 'l1', VIDEO), { url }));
    }
    await assertFails(setDoc(meetingRef(owner, 'l1', VIDEO), { url: MEETING_URL, note: 'x' }));
    await assertSucceeds(setDoc(meetingRef(owner, 'l1', VIDEO), { url: 'https://meet.example.com/new' }));
    const batch = writeBatch(owner);
    batch.set(slotRef(owner, 'l2', 'slot-4'), slotDoc({ kind: 'video' }));
    batch.set(meetingRef(owner, 'l2', 'slot-4'), { url: MEETING_URL });
    await assertSucceeds(batch.commit());
  });
});
