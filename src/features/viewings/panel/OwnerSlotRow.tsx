import { useEffect, useState } from 'react';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import { cancelViewing, getPublicProfile, removeViewingTime } from '@/data';
import type { ViewingSlot } from '@/types/viewings';
import { formatViewingTime } from '../lib/ukTime';
import { VIEWING_MESSAGES } from '../messages';
import { ProposeTime } from './ProposeTime';
import { SlotTime } from './SlotTime';
import { useViewingChange } from './useViewingChange';

function useSeekerName(uid: string | null): string {
  const [name, setName] = useState<string>(VIEWING_MESSAGES.someone);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void getPublicProfile(uid).then((profile) => live && profile?.name && setName(profile.name));
    return () => {
      live = false;
    };
  }, [uid]);
  return name;
}

/** One of the owner's times: open (remove it) or booked (cancel it with a reason for the seeker). */
export function OwnerSlotRow({ slot, ownerUid }: { slot: ViewingSlot; ownerUid: string }) {
  const seekerName = useSeekerName(slot.bookedBy);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, change } = useViewingChange();
  const when = formatViewingTime(slot.startAt);

  const cancel = () => {
    const text = reason.trim();
    const seeker = slot.bookedBy;
    if (!text || !seeker) {
      setError(VIEWING_MESSAGES.reasonRequired);
      return;
    }
    void change(async () => {
      await cancelViewing(ownerUid, slot);
      return { done: VIEWING_MESSAGES.cancelled, line: { from: ownerUid, to: seeker, text: VIEWING_MESSAGES.lineOwnerCancelled(when, slot.kind, text) } };
    });
  };

  const remove = () =>
    void change(async () => {
      await removeViewingTime(slot);
      return {};
    });

  return (
    <li className="space-y-2 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SlotTime slot={slot} />
        <span className="text-sm text-slate-700 dark:text-slate-300">{slot.bookedBy ? VIEWING_MESSAGES.bookedBy(seekerName) : VIEWING_MESSAGES.open}</span>
      </div>
      {slot.note ? <p className="text-sm whitespace-pre-line text-slate-700 italic dark:text-slate-300">{slot.note}</p> : null}
      {slot.bookedBy ? (
        cancelling ? (
          <div className="space-y-2">
            <TextField id={`reason-${slot.id}`} label={VIEWING_MESSAGES.reasonLabel} value={reason} maxLength={200} error={error} onChange={(event) => setReason(event.target.value)} />
            <div className="flex flex-wrap gap-2">
              <Button variant="danger" className="text-sm" disabled={busy} onClick={cancel}>
                {VIEWING_MESSAGES.ownerCancel}
              </Button>
              <Button variant="secondary" className="text-sm" onClick={() => setCancelling(false)}>
                {VIEWING_MESSAGES.back}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-start gap-2">
            <ProposeTime slot={slot} ownerUid={ownerUid} />
            <Button variant="danger-outline" className="text-sm" onClick={() => setCancelling(true)}>
              {VIEWING_MESSAGES.ownerCancel}
            </Button>
          </div>
        )
      ) : (
        <Button variant="secondary" className="text-sm" disabled={busy} aria-label={VIEWING_MESSAGES.removeTime(when)} onClick={remove}>
          {VIEWING_MESSAGES.remove}
        </Button>
      )}
    </li>
  );
}
