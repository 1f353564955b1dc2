/**
 * A seeker books an open viewing slot, and either side cancels it. The slot document is the lock:
 * the booking is one batch (the slot from open to booked by the caller, plus the seeker's
 * registry entry), and of two seekers booking at once the rules refuse the second. The registry
 * (users/{uid}/viewings/registry) holds one entry per listing, at most VIEWING_BOOKINGS_MAX.
 */
import type { Timestamp } from 'firebase/firestore';
import { VIEWING_BOOKINGS_MAX } from '@/config/constants';
import { VIEWING_NOTE_MAX_LENGTH } from '@/schema/viewings';
import type { ViewingCountKey } from '@/schema/viewings';
import type { ViewingSlot, ViewingSlotRef } from '@/types/viewings';
import { fsPaths, isPermissionDenied, nullWhenDenied, writer, type Writer, type WriteBatch } from '../transport/db';
import { commitWithViewingMail } from './viewingMail';

/** What booking a slot needs to know of it (the email to the owner states its time and kind). */
export type BookableSlot = Pick<ViewingSlot, 'listingId' | 'id' | 'startAt' | 'ownerId' | 'minutes' | 'kind'>;

/** What cancelling a booked slot needs to know of it. */
export type BookedSlot = BookableSlot & Pick<ViewingSlot, 'bookedBy'>;

interface RegistryEntry {
  slotId: string;
  startAt: Timestamp;
}

type Bookings = Record<string, RegistryEntry>;

export type ViewingRefusal = 'taken' | 'full' | 'already-booked';

export class ViewingBookingError extends Error {
  constructor(readonly reason: ViewingRefusal) {
    super(`The viewing could not be booked: ${reason}.`);
    this.name = 'ViewingBookingError';
  }
}

export async function readBookings({ sdk, db }: Writer, uid: string): Promise<Bookings> {
  const bookings: unknown = (await sdk.getDoc(sdk.doc(db, fsPaths.viewingRegistry(uid)))).data()?.bookings;
  return bookings && typeof bookings === 'object' ? (bookings as Bookings) : {};
}

/** Whether an entry is still an upcoming booking of the caller's (the rules keep those). */
async function isUpcomingBooking({ sdk, db }: Writer, uid: string, listingId: string, entry: RegistryEntry): Promise<boolean> {
  if (entry.startAt.toMillis() <= Date.now()) return false;
  const slot = await nullWhenDenied(sdk.getDoc(sdk.doc(db, fsPaths.viewingSlot(listingId, entry.slotId))).then((snapshot) => snapshot.data() ?? null));
  return slot?.bookedBy === uid;
}

/** The entry this booking must drop to stay within the cap: null when it fits already. */
async function entryToDrop(writing: Writer, uid: string, bookings: Bookings, listingId: string): Promise<string | null> {
  const others = Object.entries(bookings).filter(([id]) => id !== listingId);
  if (others.length < VIEWING_BOOKINGS_MAX) return null;
  for (const [id, entry] of others) if (!(await isUpcomingBooking(writing, uid, id, entry))) return id;
  throw new ViewingBookingError('full');
}

/**
 * The caller's counts move `key` on by one for this slot, in the batch of the step itself (the
 * rules refuse a booking or cancellation without it). increment(0) creates a missing count as 0.
 */
export function addCountWrite({ sdk, db }: Writer, batch: WriteBatch, uid: string, slot: ViewingSlotRef, key: ViewingCountKey): void {
  const counts = { booked: 0, cancelled: 0, ownerCancelled: 0, [key]: 1 };
  batch.set(
    sdk.doc(db, fsPaths.viewingCounts(uid)),
    {
      booked: sdk.increment(counts.booked),
      cancelled: sdk.increment(counts.cancelled),
      ownerCancelled: sdk.increment(counts.ownerCancelled),
      listingId: slot.listingId,
      slotId: slot.id,
    },
    { merge: true },
  );
}

/** The booking batch's writes: slot, registry, counts (exported for the race test's second client). */
export function addBookingWrites({ sdk, db }: Writer, batch: WriteBatch, uid: string, slot: Pick<ViewingSlot, 'listingId' | 'id' | 'startAt'>, note: string, before: Bookings, dropped: string | null): void {
  const bookings: Bookings = { ...before, [slot.listingId]: { slotId: slot.id, startAt: sdk.Timestamp.fromDate(slot.startAt) } };
  if (dropped) delete bookings[dropped];
  batch.update(sdk.doc(db, fsPaths.viewingSlot(slot.listingId, slot.id)), {
    bookedBy: uid,
    bookedAt: sdk.serverTimestamp(),
    note: note.trim().slice(0, VIEWING_NOTE_MAX_LENGTH),
  });
  batch.set(sdk.doc(db, fsPaths.viewingRegistry(uid)), { bookings, changed: slot.listingId, ...(dropped ? { dropped } : {}) });
  addCountWrite({ sdk, db }, batch, uid, { listingId: slot.listingId, id: slot.id }, 'booked');
}

/** A booking's commit: a refusal means the slot was taken first (the slot is the lock). */
export async function asBooking(commit: Promise<void>): Promise<void> {
  try {
    await commit;
  } catch (error) {
    throw isPermissionDenied(error) ? new ViewingBookingError('taken') : error;
  }
}

/**
 * Books `slot` for `uid`, with the `viewing-booked` email to the owner; refused as
 * ViewingBookingError when taken, full or already booked there.
 */
export async function bookViewing(uid: string, slot: BookableSlot, note = ''): Promise<void> {
  const writing = await writer();
  const bookings = await readBookings(writing, uid);
  const current = bookings[slot.listingId];
  if (current && (await isUpcomingBooking(writing, uid, slot.listingId, current))) throw new ViewingBookingError('already-booked');
  const dropped = await entryToDrop(writing, uid, bookings, slot.listingId);
  await asBooking(
    commitWithViewingMail(writing, (batch) => addBookingWrites(writing, batch, uid, slot, note, bookings, dropped), {
      template: 'viewing-booked',
      from: uid,
      to: slot.ownerId,
      slot,
      time: slot,
    }),
  );
}

/** The slot open again (its proposal, if any, goes with it). */
export function addOpenWrite({ sdk, db }: Writer, batch: WriteBatch, slot: ViewingSlotRef): void {
  batch.update(sdk.doc(db, fsPaths.viewingSlot(slot.listingId, slot.id)), { bookedBy: null, bookedAt: null, note: '', proposal: sdk.deleteField() });
}

/**
 * Cancels a booked slot, which is open again: by its seeker (who also clears their registry entry)
 * or by its owner (the seeker's entry goes when they next book). The other side gets the
 * `viewing-cancelled` email, unless `email` is false (an account deletion's cancellations).
 */
export async function cancelViewing(uid: string, slot: BookedSlot, { email = true }: { email?: boolean } = {}): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const bookings = uid === slot.ownerId ? {} : await readBookings(writing, uid);
  const write = (batch: WriteBatch) => {
    addOpenWrite(writing, batch, slot);
    addCountWrite(writing, batch, uid, slot, uid === slot.ownerId ? 'ownerCancelled' : 'cancelled');
    if (bookings[slot.listingId]?.slotId !== slot.id) return;
    const rest = Object.fromEntries(Object.entries(bookings).filter(([listingId]) => listingId !== slot.listingId));
    batch.set(sdk.doc(db, fsPaths.viewingRegistry(uid)), { bookings: rest, changed: slot.listingId });
  };
  const to = uid === slot.ownerId ? slot.bookedBy : slot.ownerId;
  if (email && to) {
    await commitWithViewingMail(writing, write, { template: 'viewing-cancelled', from: uid, to, slot, time: slot });
    return;
  }
  const batch = sdk.writeBatch(db);
  write(batch);
  await batch.commit();
}
