import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { Button } from '@/components/ui/Button';
import { proposeViewingTime, subscribeOpenSlots } from '@/data';
import type { ViewingSlot } from '@/types/viewings';
import { formatViewingTime } from '../lib/ukTime';
import { VIEWING_KIND_LABELS, VIEWING_MESSAGES } from '../messages';
import { useProposedSlot } from './useProposedSlot';
import { useSlots } from './useSlots';
import { useViewingChange } from './useViewingChange';

const labelOf = (slot: ViewingSlot) => `${formatViewingTime(slot.startAt)}, ${VIEWING_KIND_LABELS[slot.kind]}`;

/** The owner's proposal of another open time for a booked viewing (and its state once sent). */
export function ProposeTime({ slot, ownerUid }: { slot: ViewingSlot; ownerUid: string }) {
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, change } = useViewingChange();
  const { proposed } = useProposedSlot(slot);
  const { slots } = useSlots(choosing ? `propose/${slot.listingId}` : null, (next, fail) => subscribeOpenSlots(slot.listingId, next, fail));
  const options = (slots ?? []).filter((open) => open.id !== slot.proposal);

  const send = async () => {
    const chosen = options.find((open) => labelOf(open) === choice);
    if (!chosen || !slot.bookedBy) {
      setError(VIEWING_MESSAGES.proposeRequired);
      return;
    }
    const seeker = slot.bookedBy;
    await change(async () => {
      await proposeViewingTime(ownerUid, slot, chosen);
      setChoosing(false);
      setChoice('');
      return { done: VIEWING_MESSAGES.proposed, line: { from: ownerUid, to: seeker, text: VIEWING_MESSAGES.lineProposed(formatViewingTime(chosen.startAt), chosen.kind) } };
    });
  };

  const waiting = proposed ? <p className="text-sm text-slate-700 dark:text-slate-300">{VIEWING_MESSAGES.proposalWaiting(formatViewingTime(proposed.startAt))}</p> : null;
  if (!choosing) {
    return (
      <>
        {waiting}
        <Button variant="secondary" className="text-sm" onClick={() => setChoosing(true)}>
          {VIEWING_MESSAGES.propose}
        </Button>
      </>
    );
  }
  return (
    <div className="space-y-2">
      {waiting}
      {slots && options.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{VIEWING_MESSAGES.proposeNone}</p>
      ) : (
        <SelectField id={`propose-${slot.id}`} label={VIEWING_MESSAGES.proposeLabel} options={options.map(labelOf)} value={choice} error={error} onChange={setChoice} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button className="text-sm" disabled={busy || options.length === 0} onClick={() => void send()}>
          {VIEWING_MESSAGES.proposeSend}
        </Button>
        <Button variant="secondary" className="text-sm" onClick={() => setChoosing(false)}>
          {VIEWING_MESSAGES.back}
        </Button>
      </div>
    </div>
  );
}
