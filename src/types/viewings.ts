/** Viewings: times an owner opens on a listing, each booked by at most one seeker. */
import type { ViewingKind } from '@/schema/viewings';

export { VIEWING_KINDS, type ViewingKind } from '@/schema/viewings';

export interface ViewingSlot {
  listingId: string;
  id: string;
  ownerId: string;
  startAt: Date;
  minutes: number;
  kind: ViewingKind;
  /** The seeker who booked it; null while it is open. */
  bookedBy: string | null;
  bookedAt: Date | null;
  note: string;
  /** On a booked slot: another open slot of the listing the owner proposes instead (its id). */
  proposal: string | null;
}

/** A time the owner opens. */
export interface NewViewingTime {
  startAt: Date;
  kind: ViewingKind;
  minutes: number;
  /** A video slot's meeting link (https), shown only to the seeker who books it. */
  meetingUrl?: string;
  /** An in-person slot's address, when the owner shares it: shown only to the seeker who books it. */
  address?: string;
}

/** How many viewings a user booked, cancelled as the seeker, and cancelled as the owner. */
export interface ViewingCounts {
  booked: number;
  cancelled: number;
  ownerCancelled: number;
}

/** What names a slot. */
export type ViewingSlotRef = Pick<ViewingSlot, 'listingId' | 'id'>;
