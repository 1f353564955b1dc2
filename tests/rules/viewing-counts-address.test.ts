/**
 * Viewings for admins and the booked seeker (docs/viewings.md): every booking and cancellation is
 * counted in the user's counts (read by them and admins), and an owner's shared address is read by
 * the booked seeker and the owner only. Every refusal sits beside its legitimate twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, getDoc, setDoc, Timestamp, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { ADMIN, castDocs, listingDocs, OTHER, OWNER, paths, THIRD } from './support/fixtures';
import {
  addCount,
  addressRef,
  bookedSlotDoc,
  bookingBatch,
  countsRef,
  openFields,
  ownerCancelBatch,
  registryDoc,
  seekerCancelBatch,
  slotDoc,
  slotRef,
  slotStart,
} from './support/viewings';

const h = useRulesEnv();

const OPEN = 'slot-0';
const VIDEO = 'slot-1';
const BOOKED = 'slot-2';
const BOOKED_START = slotStart(3);
const ADDRESS = '12 Cranbrook Road, Ilford IG1 4DU';
const openSlot = { listingId: 'l1', slotId: OPEN, startAt: slotStart(2) };
const bookedBefore = { l1: { slotId: BOOKED, startAt: BOOKED_START } };

/** OWNER's l1: an open in-person slot with its shared address, an open video slot, a slot OTHER booked (with an address). */
async function seedViewings(extra: Record<string, DocumentData> = {}): Promise<void> {
  await h.seed({
    ...castDocs(),
    ...listingDocs(OWNER, ['l1', 'l2']),
    [paths.viewingSlot('l1', OPEN)]: slotDoc({ createdAt: Timestamp.now() }),
    [paths.viewingAddress('l1', OPEN)]: { text: ADDRESS },
    [paths.viewingSlot('l1', VIDEO)]: slotDoc({ createdAt: Timestamp.now(), kind: 'video' }),
    [paths.viewingSlot('l1', BOOKED)]: bookedSlotDoc(OTHER, { startAt: BOOKED_START }),
    [paths.viewingAddress('l1', BOOKED)]: { text: ADDRESS },
    [paths.viewingRegistry(OTHER)]: registryDoc(bookedBefore),
    ...extra,
  });
}

async function countsOf(uid: string): Promise<DocumentData | undefined> {
  return (await getDoc(countsRef(h.as(uid), uid))).data();
}

describe('viewing counts', () => {
  it('a booking counts one for the seeker; attacks: no counts, another slot named, two at once', async () => {
    await seedViewings();
    const third = h.as(THIRD);
    await assertFails(bookingBatch(third, THIRD, { ...openSlot, counts: null }).commit());
    await assertFails(bookingBatch(third, THIRD, { ...openSlot, counts: { slotId: VIDEO } }).commit());
    await assertFails(bookingBatch(third, THIRD, { ...openSlot, counts: { booked: 2 } }).commit());
    await assertFails(bookingBatch(third, THIRD, { ...openSlot, counts: { cancelled: 1 } }).commit());
    await assertSucceeds(bookingBatch(third, THIRD, openSlot).commit());
    expect(await countsOf(THIRD)).toEqual({ booked: 1, cancelled: 0, ownerCancelled: 0, listingId: 'l1', slotId: OPEN });
  });

  it('the seeker’s cancellation counts as theirs, the owner’s as the owner’s', async () => {
    await seedViewings();
    await assertSucceeds(seekerCancelBatch(h.as(OTHER), OTHER, 'l1', BOOKED, bookedBefore).commit());
    expect(await countsOf(OTHER)).toMatchObject({ booked: 0, cancelled: 1, ownerCancelled: 0 });
    await h.seed({ [paths.viewingSlot('l1', BOOKED)]: bookedSlotDoc(OTHER, { startAt: BOOKED_START }) });
    await assertSucceeds(ownerCancelBatch(h.as(OWNER), OWNER, 'l1', BOOKED).commit());
    expect(await countsOf(OWNER)).toMatchObject({ booked: 0, cancelled: 0, ownerCancelled: 1 });
  });

  it('a count moves only with its slot’s step: not alone, not twice, never back', async () => {
    await seedViewings({ [paths.viewingCounts(OTHER)]: { booked: 3, cancelled: 2, ownerCancelled: 0, listingId: 'l1', slotId: BOOKED } });
    const other = h.as(OTHER);
    await assertFails(setDoc(countsRef(other, OTHER), { booked: 3, cancelled: 3, ownerCancelled: 0, listingId: 'l1', slotId: BOOKED }));
    await assertFails(addCount(writeBatch(other), other, OTHER, 'l1', BOOKED, 'cancelled').commit());
    await assertFails(setDoc(countsRef(other, OTHER), { booked: 0, cancelled: 0, ownerCancelled: 0, listingId: 'l1', slotId: BOOKED }));
    await assertFails(deleteDoc(countsRef(other, OTHER)));
    // Someone else's counts cannot carry a step.
    const forOwner = writeBatch(other);
    forOwner.update(slotRef(other, 'l1', BOOKED), openFields());
    await assertFails(addCount(forOwner, other, OWNER, 'l1', BOOKED, 'ownerCancelled').commit());
    await assertSucceeds(seekerCancelBatch(other, OTHER, 'l1', BOOKED, bookedBefore).commit());
    expect(await countsOf(OTHER)).toMatchObject({ booked: 3, cancelled: 3 });
  });

  it('moving a booking to another time of the listing counts a booking, not a cancellation', async () => {
    await seedViewings();
    const other = h.as(OTHER);
    const move = bookingBatch(other, OTHER, { ...openSlot, before: bookedBefore });
    move.update(slotRef(other, 'l1', BOOKED), openFields());
    await assertSucceeds(move.commit());
    expect(await countsOf(OTHER)).toMatchObject({ booked: 1, cancelled: 0 });
  });

  it('are deleted only by their user while deleting the account', async () => {
    await seedViewings({ [paths.viewingCounts(OTHER)]: { booked: 1, cancelled: 0, ownerCancelled: 0, listingId: 'l1', slotId: BOOKED } });
    await assertFails(deleteDoc(countsRef(h.as(OTHER), OTHER)));
    await h.seed({ [paths.accountDeletion(OTHER)]: { startedAt: Timestamp.now() } });
    await assertFails(deleteDoc(countsRef(h.as(OWNER), OTHER)));
    await assertSucceeds(deleteDoc(countsRef(h.as(OTHER), OTHER)));
  });

  it('are read by their user and admins only', async () => {
    await seedViewings({ [paths.viewingCounts(OTHER)]: { booked: 1, cancelled: 0, ownerCancelled: 0, listingId: 'l1', slotId: BOOKED } });
    for (const db of [h.guest(), h.as(THIRD), h.as(OWNER)]) await assertFails(getDoc(countsRef(db, OTHER)));
    for (const uid of [OTHER, ADMIN]) await assertSucceeds(getDoc(countsRef(h.as(uid), OTHER)));
  });
});

describe('viewing slots: the shared address', () => {
  it('is read by the owner and the seeker who booked the slot; not by another seeker, a guest or an admin', async () => {
    await seedViewings();
    for (const db of [h.guest(), h.as(THIRD), h.as(ADMIN)]) await assertFails(getDoc(addressRef(db, 'l1', BOOKED)));
    for (const uid of [OTHER, OWNER]) await assertSucceeds(getDoc(addressRef(h.as(uid), 'l1', BOOKED)));
    // An open slot's address: not even to the seeker who is about to book it.
    await assertFails(getDoc(addressRef(h.as(THIRD), 'l1', OPEN)));
    await assertSucceeds(bookingBatch(h.as(THIRD), THIRD, openSlot).commit());
    const shared = await assertSucceeds(getDoc(addressRef(h.as(THIRD), 'l1', OPEN)));
    expect(shared.data()).toEqual({ text: ADDRESS });
    await assertFails(getDoc(addressRef(h.as(OTHER), 'l1', OPEN)));
  });

  it('the seeker no longer reads it once the viewing is cancelled', async () => {
    await seedViewings();
    await assertSucceeds(getDoc(addressRef(h.as(OTHER), 'l1', BOOKED)));
    await assertSucceeds(seekerCancelBatch(h.as(OTHER), OTHER, 'l1', BOOKED, bookedBefore).commit());
    await assertFails(getDoc(addressRef(h.as(OTHER), 'l1', BOOKED)));
  });

  it('is written by the owner of an in-person slot only, as 1 to 200 characters', async () => {
    await seedViewings();
    const owner = h.as(OWNER);
    await assertFails(setDoc(addressRef(h.as(THIRD), 'l1', OPEN), { text: ADDRESS }));
    await assertFails(setDoc(addressRef(owner, 'l1', VIDEO), { text: ADDRESS }));
    for (const fields of [{ text: '   ' }, { text: 'x'.repeat(201) }, { text: ADDRESS, url: 'https://x.example' }, { address: ADDRESS }]) {
      await assertFails(setDoc(addressRef(owner, 'l1', OPEN), fields));
    }
    await assertFails(setDoc(addressRef(owner, 'l1', 'other'), { text: ADDRESS }));
    await assertSucceeds(setDoc(addressRef(owner, 'l1', OPEN), { text: 'x'.repeat(200) }));
    // In the batch that opens the time.
    const batch = writeBatch(owner);
    batch.set(slotRef(owner, 'l2', 'slot-4'), slotDoc());
    batch.set(addressRef(owner, 'l2', 'slot-4'), { text: ADDRESS });
    await assertSucceeds(batch.commit());
  });

  it('goes with its slot: the slot is not deleted while its address stays', async () => {
    await seedViewings();
    const owner = h.as(OWNER);
    await assertFails(deleteDoc(slotRef(owner, 'l1', OPEN)));
    await assertFails(deleteDoc(addressRef(h.as(THIRD), 'l1', OPEN)));
    const batch = writeBatch(owner);
    batch.delete(slotRef(owner, 'l1', OPEN));
    batch.delete(addressRef(owner, 'l1', OPEN));
    await assertSucceeds(batch.commit());
  });
});
