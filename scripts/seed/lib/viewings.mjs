/** The writes of the demo viewings (data/viewings.mjs): slots, the video link, the shared address, Ananya's registry and counts. */
import { VIEWING_LISTING, VIEWING_OWNER, VIEWINGS } from '../data/viewings.mjs';

const DAY = 24 * 60 * 60 * 1000;

/**
 * @param {ReturnType<typeof import('./appSources.mjs').appPaths.firestorePaths>} p
 * @param {ReturnType<typeof import('./time.mjs').makeClock>} clock
 * @returns {import('./documents.mjs').Write[]}
 */
export function viewingWrites(p, clock) {
  const today = Math.floor(clock.now / DAY) * DAY;
  const startOf = (/** @type {import('../data/viewings.mjs').SeedViewing} */ v) => new Date(today + v.daysAhead * DAY + v.hourUtc * 60 * 60 * 1000);
  /** @type {Record<string, Record<string, { slotId: string, startAt: Date }>>} */
  const registries = {};
  /** @type {import('./documents.mjs').Write[]} */
  const writes = [];
  for (const v of VIEWINGS) {
    const startAt = startOf(v);
    writes.push([
      p.viewingSlot(VIEWING_LISTING, v.id),
      {
        ownerId: VIEWING_OWNER,
        startAt,
        minutes: 30,
        kind: v.kind,
        createdAt: clock.daysAgo(1),
        bookedBy: v.bookedBy,
        bookedAt: v.bookedBy ? clock.daysAgo(0.5) : null,
        note: v.note ?? '',
      },
    ]);
    if (v.meetingUrl) writes.push([p.viewingMeeting(VIEWING_LISTING, v.id), { url: v.meetingUrl }]);
    if (v.address) writes.push([p.viewingAddress(VIEWING_LISTING, v.id), { text: v.address }]);
    if (v.bookedBy) (registries[v.bookedBy] ??= {})[VIEWING_LISTING] = { slotId: v.id, startAt };
  }
  for (const [uid, bookings] of Object.entries(registries)) {
    writes.push([p.viewingRegistry(uid), { bookings, changed: VIEWING_LISTING }]);
    const last = bookings[VIEWING_LISTING];
    if (last) writes.push([p.viewingCounts(uid), { booked: Object.keys(bookings).length, cancelled: 0, ownerCancelled: 0, listingId: VIEWING_LISTING, slotId: last.slotId }]);
  }
  return writes;
}
