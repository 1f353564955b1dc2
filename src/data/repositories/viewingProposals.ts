/**
 * The owner proposes another of their open times for a booked viewing; the seeker accepts (the
 * booking moves: the proposed slot is booked exactly like any booking, so it is the lock, and the
 * old slot opens again, in one batch) or declines (the proposal goes, the booking stands).
 * docs/viewings.md, firestore.rules "viewings".
 */
import type { ViewingSlot } from '@/types/viewings';
import { fsPaths, writer, type WriteBatch } from '../transport/db';
import { addBookingWrites, addOpenWrite, asBooking, readBookings, type BookableSlot, type BookedSlot } from './viewingBookings';
import { commitWithViewingMail } from './viewingMail';

/** The owner puts `proposed` (an open time of the same listing) on `booked`, with the `viewing-proposed` email to its seeker. */
export async function proposeViewingTime(ownerUid: string, booked: BookedSlot, proposed: Pick<ViewingSlot, 'id' | 'startAt' | 'minutes' | 'kind'>): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const write = (batch: WriteBatch) => batch.update(sdk.doc(db, fsPaths.viewingSlot(booked.listingId, booked.id)), { proposal: proposed.id });
  if (!booked.bookedBy) throw new Error('Only a booked viewing takes a proposal.');
  await commitWithViewingMail(writing, write, { template: 'viewing-proposed', from: ownerUid, to: booked.bookedBy, slot: booked, time: proposed });
}

/**
 * The seeker moves their booking from `booked` to the proposed `proposed`, keeping their note;
 * the owner gets the `viewing-booked` email for the new time. Refused as ViewingBookingError
 * ('taken') when someone booked the proposed time first: the original booking then stands.
 */
export async function acceptViewingProposal(uid: string, booked: BookedSlot & Pick<ViewingSlot, 'note'>, proposed: BookableSlot): Promise<void> {
  const writing = await writer();
  const bookings = await readBookings(writing, uid);
  const write = (batch: WriteBatch) => {
    addOpenWrite(writing, batch, booked);
    addBookingWrites(writing, batch, uid, proposed, booked.note, bookings, null);
  };
  await asBooking(commitWithViewingMail(writing, write, { template: 'viewing-booked', from: uid, to: booked.ownerId, slot: proposed, time: proposed }));
}

/** The seeker declines: the proposal goes, their booking stands. */
export async function declineViewingProposal(booked: Pick<ViewingSlot, 'listingId' | 'id'>): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.updateDoc(sdk.doc(db, fsPaths.viewingSlot(booked.listingId, booked.id)), { proposal: sdk.deleteField() });
}
