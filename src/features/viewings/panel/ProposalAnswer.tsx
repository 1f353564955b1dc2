import { Button } from '@/components/ui/Button';
import { acceptViewingProposal, declineViewingProposal, ViewingBookingError } from '@/data';
import type { ViewingSlot } from '@/types/viewings';
import { formatViewingTime } from '../lib/ukTime';
import { VIEWING_MESSAGES } from '../messages';
import { SlotTime } from './SlotTime';
import { useProposedSlot } from './useProposedSlot';
import { useViewingChange } from './useViewingChange';

/** The seeker's answer to the owner's proposed time: accept (the booking moves) or keep the booked time. */
export function ProposalAnswer({ slot, uid }: { slot: ViewingSlot; uid: string }) {
  const { proposed, gone } = useProposedSlot(slot);
  const { busy, change } = useViewingChange();
  if (!proposed && !gone) return null;

  const failure = (error: unknown) => (error instanceof ViewingBookingError ? VIEWING_MESSAGES.acceptTaken : VIEWING_MESSAGES.failed);

  const accept = (to: ViewingSlot) =>
    change(async () => {
      await acceptViewingProposal(uid, slot, to);
      return { done: VIEWING_MESSAGES.accepted, line: { from: uid, to: slot.ownerId, text: VIEWING_MESSAGES.lineMoved(formatViewingTime(to.startAt), to.kind) } };
    }, failure);

  const decline = () =>
    change(async () => {
      await declineViewingProposal(slot);
      const line = proposed && { from: uid, to: slot.ownerId, text: VIEWING_MESSAGES.lineDeclined(formatViewingTime(proposed.startAt), formatViewingTime(slot.startAt)) };
      return { done: VIEWING_MESSAGES.declined, ...(line ? { line } : {}) };
    }, failure);

  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 dark:border-amber-800 dark:bg-amber-950">
      <h4 className="font-semibold text-slate-900 dark:text-white">{VIEWING_MESSAGES.proposalHeading}</h4>
      {proposed ? (
        <p className="text-slate-900 dark:text-slate-100">
          <SlotTime slot={proposed} />
        </p>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{VIEWING_MESSAGES.proposalGone}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {proposed ? (
          <Button className="text-sm" disabled={busy} onClick={() => void accept(proposed)}>
            {VIEWING_MESSAGES.accept}
          </Button>
        ) : null}
        <Button variant="secondary" className="text-sm" disabled={busy} onClick={() => void decline()}>
          {VIEWING_MESSAGES.decline}
        </Button>
      </div>
    </div>
  );
}
