/**
 * The owner proposes another open time for a booked viewing; the seeker accepts (the booking
 * moves, the proposed slot is the lock like any booking) or declines (the booking stands).
 * docs/viewings.md. Every refusal sits beside its legitimate twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, getDoc, updateDoc, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { OTHER, OWNER, paths, THIRD } from './support/fixtures';
import { acceptBatch, BOOKED, changesDocs, FREE, FREE_START, PAST, proposeBatch, proposedDoc, TAKEN, VIDEO } from './support/viewingChanges';
import { addCount, bookedSlotDoc, bookingBatch, openFields, slotRef, slotStart } from './support/viewings';

const h = useRulesEnv();

describe('viewing proposals: the owner proposes another time', () => {
  it('another open, upcoming time of the listing on a booked viewing; attacks: a stranger, the seeker, a taken, past, missing or the same slot, an open slot, other fields', async () => {
    await h.seed(changesDocs());
    const owner = h.as(OWNER);
    await assertFails(proposeBatch(h.as(THIRD), FREE).commit());
    await assertFails(proposeBatch(h.as(OTHER), FREE).commit());
    for (const proposal of [TAKEN, PAST, 'slot-9', BOOKED, 'x', 7]) await assertFails(proposeBatch(owner, proposal as string).commit());
    await assertFails(proposeBatch(owner, VIDEO, {}, FREE).commit());
    await assertFails(proposeBatch(owner, FREE, { note: 'Come earlier' }).commit());
    await assertFails(proposeBatch(owner, FREE, { bookedBy: null }).commit());
    await assertSucceeds(proposeBatch(owner, FREE).commit());
    // The owner may change their mind to another open time; the booking is untouched.
    await assertSucceeds(proposeBatch(owner, VIDEO).commit());
    expect((await getDoc(slotRef(owner, 'l1', BOOKED))).data()).toMatchObject({ bookedBy: OTHER, proposal: VIDEO });
  });

  it('not on a viewing that has started', async () => {
    await h.seed(changesDocs({ [paths.viewingSlot('l1', BOOKED)]: proposedDoc(FREE), [paths.viewingSlot('l1', 'slot-5')]: bookedSlotDoc(THIRD, { startAt: slotStart(-1) }) }));
    await assertFails(proposeBatch(h.as(OWNER), VIDEO, {}, 'slot-5').commit());
    await assertSucceeds(proposeBatch(h.as(OWNER), VIDEO).commit());
  });
});

describe('viewing proposals: the seeker declines', () => {
  it('the proposal goes and the booking stands; attacks: a stranger, the owner, declining with other changes', async () => {
    await h.seed(changesDocs({ [paths.viewingSlot('l1', BOOKED)]: proposedDoc() }));
    const seeker = h.as(OTHER);
    const decline = { proposal: deleteField() };
    await assertFails(updateDoc(slotRef(h.as(THIRD), 'l1', BOOKED), decline));
    await assertFails(updateDoc(slotRef(h.as(OWNER), 'l1', BOOKED), decline));
    await assertFails(updateDoc(slotRef(seeker, 'l1', BOOKED), { ...decline, note: 'Fine' }));
    await assertFails(updateDoc(slotRef(seeker, 'l1', BOOKED), { proposal: VIDEO }));
    await assertSucceeds(updateDoc(slotRef(seeker, 'l1', BOOKED), decline));
    const after = (await getDoc(slotRef(seeker, 'l1', BOOKED))).data();
    expect(after).toMatchObject({ bookedBy: OTHER, note: 'See you then' });
    expect(after).not.toHaveProperty('proposal');
    // Nothing left to decline.
    await assertFails(updateDoc(slotRef(seeker, 'l1', BOOKED), decline));
  });
});

describe('viewing proposals: the seeker accepts', () => {
  it('one batch moves the booking: the old slot open again, the proposed one booked, the registry entry moved', async () => {
    await h.seed(changesDocs({ [paths.viewingSlot('l1', BOOKED)]: proposedDoc() }));
    const seeker = h.as(OTHER);
    // Attacks: keeping the proposal on the reopened slot; keeping the old booking too; a stranger.
    await assertFails(acceptBatch(seeker, FREE, FREE_START, { proposal: FREE }).commit());
    const both = writeBatch(seeker);
    both.update(slotRef(seeker, 'l1', FREE), { bookedBy: OTHER, bookedAt: new Date(), note: '' });
    await assertFails(both.commit());
    await assertFails(bookingBatch(seeker, OTHER, { listingId: 'l1', slotId: FREE, startAt: FREE_START, before: { l1: { slotId: BOOKED, startAt: slotStart(3) } } }).commit());
    await assertFails(acceptBatch(h.as(THIRD), FREE, FREE_START).commit());
    await assertSucceeds(acceptBatch(seeker, FREE, FREE_START).commit());
    expect((await getDoc(slotRef(seeker, 'l1', FREE))).data()).toMatchObject({ bookedBy: OTHER, note: 'See you then' });
    const old = (await getDoc(slotRef(h.as(THIRD), 'l1', BOOKED))).data();
    expect(old).toMatchObject(openFields());
    expect(old).not.toHaveProperty('proposal');
  });

  it('the proposed slot is the lock: booked by someone else first, the accept is refused and the booking stands', async () => {
    await h.seed(changesDocs({ [paths.viewingSlot('l1', BOOKED)]: proposedDoc() }));
    await assertSucceeds(bookingBatch(h.as('fourth'), 'fourth', { listingId: 'l1', slotId: FREE, startAt: FREE_START }).commit());
    await assertFails(acceptBatch(h.as(OTHER), FREE, FREE_START).commit());
    expect((await getDoc(slotRef(h.as(OTHER), 'l1', BOOKED))).data()).toMatchObject({ bookedBy: OTHER, proposal: FREE });
  });

  it('cancelling a viewing with a proposal takes the proposal with it', async () => {
    await h.seed(changesDocs({ [paths.viewingSlot('l1', BOOKED)]: proposedDoc() }));
    const owner = h.as(OWNER);
    const cancel = (fields: DocumentData) => {
      const batch = writeBatch(owner);
      batch.update(slotRef(owner, 'l1', BOOKED), fields);
      return addCount(batch, owner, OWNER, 'l1', BOOKED, 'ownerCancelled');
    };
    await assertFails(cancel(openFields()).commit());
    await assertSucceeds(cancel({ ...openFields(), proposal: deleteField() }).commit());
  });
});
