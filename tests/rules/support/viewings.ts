/** Viewing slots, their private details, a seeker's registry and a user's counts as docs/viewings.md writes them. */
import { doc, increment, serverTimestamp, Timestamp, writeBatch, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import { OWNER, paths } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A slot start `days` from now (negative: in the past), on the hour. */
export function slotStart(days: number, hour = 11): Timestamp {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return Timestamp.fromDate(date);
}

/** An open slot as the owner's create writes it (serverTimestamp createdAt). */
export function slotDoc(overrides: DocumentData = {}): DocumentData {
  return {
    ownerId: OWNER,
    startAt: slotStart(2),
    minutes: 30,
    kind: 'in-person',
    createdAt: serverTimestamp(),
    bookedBy: null,
    bookedAt: null,
    note: '',
    ...overrides,
  };
}

/** The same slot as stored after a booking by `uid` (for seeding). */
export function bookedSlotDoc(uid: string, overrides: DocumentData = {}): DocumentData {
  return slotDoc({ createdAt: Timestamp.now(), bookedBy: uid, bookedAt: Timestamp.now(), note: 'See you then', ...overrides });
}

export interface RegistryEntry {
  slotId: string;
  startAt: Timestamp;
}

export type Bookings = Record<string, RegistryEntry>;

/** A stored registry holding `bookings` (for seeding). */
export function registryDoc(bookings: Bookings): DocumentData {
  const keys = Object.keys(bookings);
  return { bookings, changed: keys[keys.length - 1] ?? 'none' };
}

export const slotRef = (db: Firestore, listingId: string, slotId: string) => doc(db, paths.viewingSlot(listingId, slotId));
export const meetingRef = (db: Firestore, listingId: string, slotId: string) => doc(db, paths.viewingMeeting(listingId, slotId));
export const addressRef = (db: Firestore, listingId: string, slotId: string) => doc(db, paths.viewingAddress(listingId, slotId));
export const registryRef = (db: Firestore, uid: string) => doc(db, paths.viewingRegistry(uid));
export const countsRef = (db: Firestore, uid: string) => doc(db, paths.viewingCounts(uid));

export type CountKey = 'booked' | 'cancelled' | 'ownerCancelled';

/** The counts write of a step (as the app sends it: increments, merged); `fields` replace its own. */
export function addCount(batch: WriteBatch, db: Firestore, uid: string, listingId: string, slotId: string, key: CountKey, fields: DocumentData = {}): WriteBatch {
  const steps = { booked: 0, cancelled: 0, ownerCancelled: 0, [key]: 1 };
  batch.set(
    countsRef(db, uid),
    { booked: increment(steps.booked), cancelled: increment(steps.cancelled), ownerCancelled: increment(steps.ownerCancelled), listingId, slotId, ...fields },
    { merge: true },
  );
  return batch;
}

export interface BookingOptions {
  listingId: string;
  slotId: string;
  startAt: Timestamp;
  /** The registry's entries before this booking. */
  before?: Bookings;
  note?: string;
  /** A listing whose entry this batch removes too (a past or freed booking). */
  dropped?: string;
  /** Fields that replace the slot update's (an attack's one difference). */
  slot?: DocumentData;
  /** Fields that replace the registry write's. */
  registry?: DocumentData;
  /** Fields that replace the counts write's; null leaves the counts write out. */
  counts?: DocumentData | null;
}

/** The booking batch: the slot update from open to booked by `uid` and the registry entry. */
export function bookingBatch(db: Firestore, uid: string, options: BookingOptions): WriteBatch {
  const { listingId, slotId, startAt, before = {}, note = '', dropped } = options;
  const bookings: Bookings = { ...before, [listingId]: { slotId, startAt } };
  if (dropped) delete bookings[dropped];
  const batch = writeBatch(db);
  batch.update(slotRef(db, listingId, slotId), { bookedBy: uid, bookedAt: serverTimestamp(), note, ...options.slot });
  batch.set(registryRef(db, uid), { bookings, changed: listingId, ...(dropped ? { dropped } : {}), ...options.registry });
  if (options.counts !== null) addCount(batch, db, uid, listingId, slotId, 'booked', options.counts);
  return batch;
}

/** The cancel batch of the booked seeker: the slot open again, the entry removed, the cancellation counted. */
export function seekerCancelBatch(db: Firestore, uid: string, listingId: string, slotId: string, before: Bookings): WriteBatch {
  const bookings: Bookings = { ...before };
  delete bookings[listingId];
  const batch = writeBatch(db);
  batch.update(slotRef(db, listingId, slotId), openFields());
  batch.set(registryRef(db, uid), { bookings, changed: listingId });
  return addCount(batch, db, uid, listingId, slotId, 'cancelled');
}

/** The owner's cancel batch: the slot open again and their cancellation counted. */
export function ownerCancelBatch(db: Firestore, uid: string, listingId: string, slotId: string): WriteBatch {
  const batch = writeBatch(db);
  batch.update(slotRef(db, listingId, slotId), openFields());
  return addCount(batch, db, uid, listingId, slotId, 'ownerCancelled');
}

/** The booking fields of an open slot. */
export function openFields(): DocumentData {
  return { bookedBy: null, bookedAt: null, note: '' };
}
