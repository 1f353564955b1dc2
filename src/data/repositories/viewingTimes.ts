/**
 * The owner's side of viewings: opening times on a listing and removing them. A slot's id is one
 * of slot-0 .. slot-39 (the rules' bound on a listing's slots).
 */
import { VIEWING_SLOTS_MAX } from '@/config/constants';
import type { NewViewingTime, ViewingSlotRef } from '@/types/viewings';
import { fsPaths, nullWhenDenied, writer, type Writer, type WriteBatch } from '../transport/db';
import { runQuery } from '../transport/oneShot';
import { ownerListingSlotsQuery, toViewingSlot } from './viewingSlots';

export const VIEWING_SLOT_IDS: readonly string[] = Array.from({ length: VIEWING_SLOTS_MAX }, (_, index) => `slot-${index}`);

/** More times than the listing has room for (its open and booked future times count). */
export class ViewingTimesFullError extends Error {
  constructor(readonly free: number) {
    super(`Only ${free} more viewing times fit on this listing.`);
    this.name = 'ViewingTimesFullError';
  }
}

function deleteSlot({ sdk, db }: Writer, batch: WriteBatch, slot: ViewingSlotRef): void {
  batch.delete(sdk.doc(db, fsPaths.viewingSlot(slot.listingId, slot.id)));
  batch.delete(sdk.doc(db, fsPaths.viewingMeeting(slot.listingId, slot.id)));
  batch.delete(sdk.doc(db, fsPaths.viewingAddress(slot.listingId, slot.id)));
}

/**
 * Opens `times` on the owner's listing in one batch. Slots already past are removed first (a
 * batch of their own: a slot is never rewritten, so a past slot's id is free only once it is gone).
 */
export async function openViewingTimes(ownerUid: string, listingId: string, times: readonly NewViewingTime[]): Promise<void> {
  const writing = await writer();
  const { sdk, db } = writing;
  const existing = await sdk.getDocs(sdk.query(sdk.collection(db, fsPaths.viewingSlots(listingId)), sdk.where('ownerId', '==', ownerUid)));
  const slots = existing.docs.map((doc) => toViewingSlot({ id: doc.id, path: doc.ref.path, data: doc.data() }));
  const now = Date.now();
  const past = slots.filter((slot) => slot.startAt.getTime() <= now);
  const upcoming = new Set(slots.filter((slot) => slot.startAt.getTime() > now).map((slot) => slot.id));
  const free = VIEWING_SLOT_IDS.filter((id) => !upcoming.has(id));
  if (times.length > free.length) throw new ViewingTimesFullError(free.length);
  if (past.length > 0) {
    const cleanup = sdk.writeBatch(db);
    for (const slot of past) deleteSlot(writing, cleanup, slot);
    await cleanup.commit();
  }
  const batch = sdk.writeBatch(db);
  times.forEach((time, index) => {
    const id = free[index]!;
    batch.set(sdk.doc(db, fsPaths.viewingSlot(listingId, id)), {
      ownerId: ownerUid,
      startAt: sdk.Timestamp.fromDate(time.startAt),
      minutes: time.minutes,
      kind: time.kind,
      createdAt: sdk.serverTimestamp(),
      bookedBy: null,
      bookedAt: null,
      note: '',
    });
    if (time.kind === 'video' && time.meetingUrl) batch.set(sdk.doc(db, fsPaths.viewingMeeting(listingId, id)), { url: time.meetingUrl });
    if (time.kind === 'in-person' && time.address) batch.set(sdk.doc(db, fsPaths.viewingAddress(listingId, id)), { text: time.address });
  });
  await batch.commit();
}

/** Removes one of the owner's times (a booked one too: cancel it in the chat first). */
export async function removeViewingTime(slot: ViewingSlotRef): Promise<void> {
  const writing = await writer();
  const batch = writing.sdk.writeBatch(writing.db);
  deleteSlot(writing, batch, slot);
  await batch.commit();
}

/**
 * Every time opened on a listing, booked or not, with its meeting link: the listing is being
 * deleted (by its owner, their account deletion or an admin), and no slot may outlive it.
 */
export async function deleteListingViewingTimes(listingId: string, ownerUid: string): Promise<void> {
  const { items } = await runQuery(ownerListingSlotsQuery(listingId, ownerUid), toViewingSlot);
  if (items.length === 0) return;
  const writing = await writer();
  const batch = writing.sdk.writeBatch(writing.db);
  for (const slot of items) deleteSlot(writing, batch, slot);
  await batch.commit();
}

/** One string field of a private slot detail, for the owner and the booked seeker (others: null). */
async function readDetail(path: string, field: string): Promise<string | null> {
  const { sdk, db } = await writer();
  const data = await nullWhenDenied(sdk.getDoc(sdk.doc(db, path)).then((snapshot) => snapshot.data() ?? null));
  const value: unknown = data?.[field];
  return typeof value === 'string' ? value : null;
}

/** A video slot's meeting link, for the owner and the seeker who booked it (others: null). */
export function getViewingMeetingUrl(slot: ViewingSlotRef): Promise<string | null> {
  return readDetail(fsPaths.viewingMeeting(slot.listingId, slot.id), 'url');
}

/** The address the owner shared on an in-person slot, for them and the booked seeker (others, or none shared: null). */
export function getViewingAddress(slot: ViewingSlotRef): Promise<string | null> {
  return readDetail(fsPaths.viewingAddress(slot.listingId, slot.id), 'text');
}
