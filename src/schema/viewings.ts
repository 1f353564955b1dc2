/**
 * The stored shapes of viewings (docs/viewings.md): a listing's slot, its private details (a
 * video call link, a shared address), a seeker's registry and a user's counts. firestore.rules
 * checks the same keys, bounds and enums (tests/unit/schema-rules.test.ts).
 */
import { collection, int, nonBlank, oneOf, text, unchecked, uncheckedOptional } from './fields';

export const VIEWING_KINDS = ['in-person', 'video'] as const;

export type ViewingKind = (typeof VIEWING_KINDS)[number];

/** A slot lasts 15, 30, 45 or 60 minutes (the rules: a multiple of 15 within these bounds). */
export const VIEWING_MINUTES = [15, 30, 45, 60] as const;
export const VIEWING_NOTE_MAX_LENGTH = 300;
export const VIEWING_MEETING_URL_MAX_LENGTH = 500;
export const VIEWING_ADDRESS_MAX_LENGTH = 200;

/** public/data/room_listings/{id}/viewing_slots/{slot-0..slot-39}. */
export const VIEWING_SLOT_SCHEMA = collection('isValidViewingSlot', {
  ...unchecked(['ownerId', 'startAt']),
  minutes: int(15, 60),
  kind: oneOf(VIEWING_KINDS),
  ...unchecked(['createdAt', 'bookedBy', 'bookedAt']),
  note: text(0, VIEWING_NOTE_MAX_LENGTH),
});

/** …/viewing_slots/{id}/meeting/link: a video slot's call link (https, checked by pattern too). */
export const VIEWING_MEETING_SCHEMA = collection('isValidMeeting', { url: text(12, VIEWING_MEETING_URL_MAX_LENGTH) });

/** …/viewing_slots/{id}/meeting/address: the address an owner shares with the booked seeker. */
export const VIEWING_ADDRESS_SCHEMA = collection('isValidViewingAddress', { text: nonBlank(VIEWING_ADDRESS_MAX_LENGTH) });

/** users/{uid}/viewings/registry: bookings (listingId → { slotId, startAt }), changed, dropped?. */
export const VIEWING_REGISTRY_SCHEMA = collection('isValidRegistryStep', {
  ...unchecked(['bookings', 'changed']),
  ...uncheckedOptional(['dropped']),
});

/** users/{uid}/viewings/counts: each count moves on by one with the slot step it names. */
export const VIEWING_COUNTS_SCHEMA = collection('isValidViewingCounts', unchecked(['booked', 'cancelled', 'ownerCancelled', 'listingId', 'slotId']));

export type ViewingCountKey = 'booked' | 'cancelled' | 'ownerCancelled';
