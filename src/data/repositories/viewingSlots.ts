/**
 * room_listings/{id}/viewing_slots: the times owners open, read live. Open slots are public; a
 * booked one only its seeker and the owner read (firestore.rules "viewings"), so each query is
 * constrained the way the rules require. At most 40 slots a listing: sorted here, no index.
 */
import { VIEWING_KINDS, type ViewingSlot } from '@/types/viewings';
import { oneOf, toDate, type RawDoc } from '../collections/documents';
import { fsPaths } from '../transport/db';
import { subscribeQuery, type Unsubscribe } from '../transport/live';
import { runQuery } from '../transport/oneShot';
import { VIEWING_SLOTS } from '../collections/viewings';
import type { QuerySpec } from '../transport/query';

export function openSlotsQuery(listingId: string): QuerySpec {
  return { path: fsPaths.viewingSlots(listingId), where: [{ field: 'bookedBy', op: '==', value: null }] };
}

/** Every slot of the owner's listing, booked ones included. */
export function ownerListingSlotsQuery(listingId: string, ownerUid: string): QuerySpec {
  return { path: fsPaths.viewingSlots(listingId), where: [{ field: 'ownerId', op: '==', value: ownerUid }] };
}

/** A seeker's bookings across listings. */
export function myBookedSlotsQuery(uid: string): QuerySpec {
  return { path: VIEWING_SLOTS, group: true, where: [{ field: 'bookedBy', op: '==', value: uid }] };
}

/** An owner's slots across listings. */
export function myOwnedSlotsQuery(uid: string): QuerySpec {
  return { path: VIEWING_SLOTS, group: true, where: [{ field: 'ownerId', op: '==', value: uid }] };
}

/** The listing is the slot's grandparent: .../room_listings/{listingId}/viewing_slots/{id}. */
export function toViewingSlot({ id, path, data }: RawDoc): ViewingSlot {
  const segments = path.split('/');
  const bookedBy: unknown = data.bookedBy;
  return {
    listingId: segments[segments.length - 3] ?? '',
    id,
    ownerId: typeof data.ownerId === 'string' ? data.ownerId : '',
    startAt: toDate(data.startAt) ?? new Date(0),
    minutes: typeof data.minutes === 'number' ? data.minutes : 30,
    kind: oneOf(VIEWING_KINDS, data.kind, 'in-person'),
    bookedBy: typeof bookedBy === 'string' ? bookedBy : null,
    bookedAt: toDate(data.bookedAt),
    note: typeof data.note === 'string' ? data.note : '',
    proposal: typeof data.proposal === 'string' ? data.proposal : null,
  };
}

/** Slots that have not started yet, soonest first. */
export function upcomingSlots(slots: ViewingSlot[], now = Date.now()): ViewingSlot[] {
  return slots.filter((slot) => slot.startAt.getTime() > now).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
}

function subscribeUpcoming(spec: QuerySpec, onNext: (slots: ViewingSlot[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(spec, toViewingSlot, (slots) => onNext(upcomingSlots(slots)), onError);
}

/** A guest's one-shot read of the open times (REST: no Firebase SDK on a guest's room page). */
export async function fetchOpenSlots(listingId: string): Promise<ViewingSlot[]> {
  return upcomingSlots((await runQuery(openSlotsQuery(listingId), toViewingSlot)).items);
}

export function subscribeOpenSlots(listingId: string, onNext: (slots: ViewingSlot[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeUpcoming(openSlotsQuery(listingId), onNext, onError);
}

export function subscribeOwnerListingSlots(listingId: string, ownerUid: string, onNext: (slots: ViewingSlot[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeUpcoming(ownerListingSlotsQuery(listingId, ownerUid), onNext, onError);
}

/** "Upcoming viewings" of a seeker: their booked slots. */
export function subscribeMyBookedSlots(uid: string, onNext: (slots: ViewingSlot[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeUpcoming(myBookedSlotsQuery(uid), onNext, onError);
}

/** "Upcoming viewings" of an owner: their booked slots (open ones are on each listing). */
export function subscribeMyOwnedBookings(uid: string, onNext: (slots: ViewingSlot[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeUpcoming(myOwnedSlotsQuery(uid), (slots) => onNext(slots.filter((slot) => slot.bookedBy !== null)), onError);
}
