/** Viewings: times an owner opens on a listing, each booked by at most one seeker. */
export const VIEWING_KINDS = ['in-person', 'video'] as const;

export type ViewingKind = (typeof VIEWING_KINDS)[number];

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
}

/** What names a slot. */
export type ViewingSlotRef = Pick<ViewingSlot, 'listingId' | 'id'>;
