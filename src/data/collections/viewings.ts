/**
 * A listing's viewing times and a seeker's bookings (firestore.rules "viewings", docs/viewings.md).
 * Their stored shapes are in src/types/viewings.ts and src/schema/viewings.ts.
 */
import type { AppRoot } from './documents';
import { ROOM_LISTINGS } from './roomListings';

/** A listing's viewing times, also queried as a collection group ("Upcoming viewings"). */
export const VIEWING_SLOTS = 'viewing_slots';

export const viewingPaths = ({ root, publicData }: AppRoot) => {
  const slots = (listingId: string) => `${publicData}/${ROOM_LISTINGS}/${listingId}/${VIEWING_SLOTS}`;
  return {
    viewingSlots: slots,
    viewingSlot: (listingId: string, slotId: string) => `${slots(listingId)}/${slotId}`,
    /** A video slot's meeting link, readable by the owner and the booked seeker only. */
    viewingMeeting: (listingId: string, slotId: string) => `${slots(listingId)}/${slotId}/meeting/link`,
    /** An in-person slot's address, when its owner shares it: the owner and the booked seeker read it. */
    viewingAddress: (listingId: string, slotId: string) => `${slots(listingId)}/${slotId}/meeting/address`,
    /** A seeker's bookings: one per listing, at most VIEWING_BOOKINGS_MAX. */
    viewingRegistry: (uid: string) => `${root}/users/${uid}/viewings/registry`,
    /** How many viewings a user booked and cancelled (for admins). */
    viewingCounts: (uid: string) => `${root}/users/${uid}/viewings/counts`,
  };
};
