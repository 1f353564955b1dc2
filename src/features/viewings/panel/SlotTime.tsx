import type { ViewingSlot } from '@/types/viewings';
import { VIEWING_KIND_LABELS, VIEWING_MESSAGES } from '../messages';
import { formatViewingTime, localTimeZone, sameAsUk } from '../lib/ukTime';

/** "Sat 6 Dec, 11:00 UK time, in person", plus the seeker's own clock when it differs. */
export function SlotTime({ slot }: { slot: Pick<ViewingSlot, 'startAt' | 'kind'> }) {
  const zone = localTimeZone();
  return (
    <span>
      <span className="font-semibold">{formatViewingTime(slot.startAt)}</span> {VIEWING_MESSAGES.ukTime}, {VIEWING_KIND_LABELS[slot.kind]}
      {sameAsUk(slot.startAt, zone) ? null : <span className="block text-sm text-slate-600 dark:text-slate-400">{VIEWING_MESSAGES.yourTime(formatViewingTime(slot.startAt, zone))}</span>}
    </span>
  );
}
