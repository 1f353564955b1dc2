import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { acceptViewingProposal, declineViewingProposal, ViewingBookingError } from '@/data';
import type { ViewingSlot } from '@/types/viewings';
import { postViewingLine } from '../lib/chatLine';
import { formatViewingTime } from '../lib/ukTime';
import { VIEWING_MESSAGES } from '../messages';
import { SlotTime } from './SlotTime';
import { useProposedSlot } from './useProposedSlot';

/** The seeker's answer to the owner's proposed time: accept (the booking moves) or keep the booked time. */
export function ProposalAnswer({ slot, uid }: { slot: ViewingSlot; uid: string }) {
  const { proposed, gone } = useProposedSlot(slot);
  const [busy, setBusy] = useState(false);
  if (!proposed && !gone) return null;

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      toast.success(await action());
    } catch (error) {
      toast.error(error instanceof ViewingBookingError ? VIEWING_MESSAGES.acceptTaken : VIEWING_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  const accept = (to: ViewingSlot) =>
    run(async () => {
      await acceptViewingProposal(uid, slot, to);
      const posted = await postViewingLine(uid, slot.ownerId, VIEWING_MESSAGES.lineMoved(formatViewingTime(to.startAt), to.kind));
      return posted ? VIEWING_MESSAGES.accepted : VIEWING_MESSAGES.chatNotPosted;
    });

  const decline = () =>
    run(async () => {
      await declineViewingProposal(slot);
      if (!proposed) return VIEWING_MESSAGES.declined;
      const posted = await postViewingLine(uid, slot.ownerId, VIEWING_MESSAGES.lineDeclined(formatViewingTime(proposed.startAt), formatViewingTime(slot.startAt)));
      return posted ? VIEWING_MESSAGES.declined : VIEWING_MESSAGES.chatNotPosted;
    });

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
