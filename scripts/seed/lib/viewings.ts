/** The writes of the demo viewings (data/viewings.ts): slots, the video link, the shared address, Ananya's registry and counts. */
import { VIEWING_LISTING, VIEWING_OWNER, VIEWINGS, type SeedViewing } from '../data/viewings';
import type { Paths, Write } from './documents';
import type { Clock } from './time';

const DAY = 24 * 60 * 60 * 1000;

export function viewingWrites(p: Paths, clock: Clock): Write[] {
  const today = Math.floor(clock.now / DAY) * DAY;
  const startOf = (v: SeedViewing) => new Date(today + v.daysAhead * DAY + v.hourUtc * 60 * 60 * 1000);
  const registries: Record<string, Record<string, { slotId: string; startAt: Date }>> = {};
  const writes: Write[] = [];
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
