/**
 * Viewing changes with their emails (docs/viewings.md) for the rules tests: a listing with open,
 * booked and proposed slots; the owner's proposal, the seeker's accept and decline batches; and
 * a viewing email (with the caller's emails count step) added to any of them.
 */
import { deleteField, doc, serverTimestamp, Timestamp, writeBatch, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import { calendarDates, ukWords } from '../../../src/data/writers/viewingMailTime';
import { castDocs, listingDocs, nextDayCount, OTHER, OWNER, paths, THIRD } from './fixtures';
import { addCount, bookedSlotDoc, registryDoc, registryRef, slotDoc, slotRef, slotStart, type Bookings } from './viewings';

export const TITLE = 'Bright double room near Ilford station';
/** OTHER's booking of l1. */
export const BOOKED = 'slot-2';
export const BOOKED_START = slotStart(3);
/** Open times of l1 the owner may propose. */
export const FREE = 'slot-0';
export const FREE_START = slotStart(2);
export const VIDEO = 'slot-1';
/** THIRD's booking of l1 (not proposable). */
export const TAKEN = 'slot-3';
export const PAST = 'slot-4';

/** Documents for h.seed: the cast, OWNER's live l1 with the slots above, OTHER's and THIRD's registries. */
export function changesDocs(extra: Record<string, DocumentData> = {}): Record<string, DocumentData> {
  return {
    ...castDocs(),
    ...listingDocs(OWNER, ['l1']),
    [paths.viewingSlot('l1', FREE)]: slotDoc({ createdAt: Timestamp.now(), startAt: FREE_START }),
    [paths.viewingSlot('l1', VIDEO)]: slotDoc({ createdAt: Timestamp.now(), kind: 'video', startAt: slotStart(4), minutes: 45 }),
    [paths.viewingSlot('l1', BOOKED)]: bookedSlotDoc(OTHER, { startAt: BOOKED_START }),
    [paths.viewingSlot('l1', TAKEN)]: bookedSlotDoc(THIRD, { startAt: slotStart(5) }),
    [paths.viewingSlot('l1', PAST)]: slotDoc({ createdAt: Timestamp.now(), startAt: slotStart(-1) }),
    [paths.viewingRegistry(OTHER)]: registryDoc({ l1: { slotId: BOOKED, startAt: BOOKED_START } }),
    [paths.viewingRegistry(THIRD)]: registryDoc({ l1: { slotId: TAKEN, startAt: slotStart(5) } }),
    ...extra,
  };
}

export interface TimeOf {
  startAt: Timestamp;
  minutes?: number;
  kind?: 'in-person' | 'video';
}

/** template.data as the app writes it: `from`'s public name, l1's title, `slotId` and the stated time. */
export function viewingData(from: string, slotId: string, time: TimeOf, extra: DocumentData = {}): DocumentData {
  return {
    actorName: `Name of ${from}`,
    listingId: 'l1',
    listingTitle: TITLE,
    slotId,
    when: ukWords(time.startAt.toDate()),
    dates: calendarDates(time.startAt.toDate(), time.minutes ?? 30),
    kind: time.kind ?? 'in-person',
    ...extra,
  };
}

export interface ViewingMailOptions {
  template: 'viewing-booked' | 'viewing-cancelled' | 'viewing-proposed';
  to: string;
  data: DocumentData;
  /** Replaces the whole mail document. */
  mail?: DocumentData;
  /** Leave the emails count step out. */
  skipCount?: boolean;
  mailId?: string;
}

/** Adds the email and `from`'s emails count step (naming it) to `batch`. */
export async function addMail(db: Firestore, batch: WriteBatch, from: string, options: ViewingMailOptions): Promise<WriteBatch> {
  const id = options.mailId ?? `mail-${Math.random().toString(36).slice(2)}`;
  batch.set(doc(db, paths.mail(id)), options.mail ?? { toUids: [options.to], template: { name: options.template, data: options.data } });
  if (!options.skipCount) batch.set(doc(db, paths.rateLimit(from, 'emails')), { ...(await nextDayCount(db, from, 'emails')), changed: id });
  return batch;
}

/** The owner's proposal of `proposal` on OTHER's booking (`fields` replace the update's). */
export function proposeBatch(db: Firestore, proposal: string, fields: DocumentData = {}, slotId = BOOKED): WriteBatch {
  const batch = writeBatch(db);
  batch.update(slotRef(db, 'l1', slotId), { proposal, ...fields });
  return batch;
}

/**
 * OTHER accepts `to`: the booked slot open again (its proposal gone), `to` booked, the registry entry
 * moved, and one booking counted (a move, not a cancellation).
 */
export function acceptBatch(db: Firestore, to: string, startAt: Timestamp, open: DocumentData = {}): WriteBatch {
  const bookings: Bookings = { l1: { slotId: to, startAt } };
  const batch = writeBatch(db);
  batch.update(slotRef(db, 'l1', BOOKED), { bookedBy: null, bookedAt: null, note: '', proposal: deleteField(), ...open });
  batch.update(slotRef(db, 'l1', to), { bookedBy: OTHER, bookedAt: serverTimestamp(), note: 'See you then' });
  batch.set(registryRef(db, OTHER), { bookings, changed: 'l1' });
  return addCount(batch, db, OTHER, 'l1', to, 'booked');
}

/** A slot with a proposal, for seeding. */
export function proposedDoc(proposal = FREE): DocumentData {
  return bookedSlotDoc(OTHER, { startAt: BOOKED_START, proposal });
}
