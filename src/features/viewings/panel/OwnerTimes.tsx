import { subscribeOwnerListingSlots } from '@/data';
import { VIEWING_MESSAGES } from '../messages';
import { OpenTimesForm } from './OpenTimesForm';
import { OwnerSlotRow } from './OwnerSlotRow';
import { useSlots } from './useSlots';

/** The owner's view on their room page: upcoming times (open and booked) and the form to open more. */
export function OwnerTimes({ listingId, ownerUid }: { listingId: string; ownerUid: string }) {
  const { slots } = useSlots(`owner/${listingId}/${ownerUid}`, (next, error) => subscribeOwnerListingSlots(listingId, ownerUid, next, error));
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{VIEWING_MESSAGES.ownerIntro}</p>
      {slots && slots.length === 0 ? <p className="text-sm text-slate-700 dark:text-slate-300">{VIEWING_MESSAGES.noTimes}</p> : null}
      <ul className="space-y-2" aria-label={VIEWING_MESSAGES.ownerHeading}>
        {(slots ?? []).map((slot) => (
          <OwnerSlotRow key={slot.id} slot={slot} ownerUid={ownerUid} />
        ))}
      </ul>
      <OpenTimesForm ownerUid={ownerUid} listingId={listingId} />
    </div>
  );
}
