import { useState } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { TextAreaField } from '@/components/form/TextAreaField';
import { Button } from '@/components/ui/Button';
import { VIEWING_NOTE_MAX_LENGTH } from '@/schema/viewings';
import { bookViewing, fetchOpenSlots, subscribeMyBookedSlots, subscribeOpenSlots, ViewingBookingError, type ViewingRefusal } from '@/data';
import { useAuthDialogs } from '@/features/auth';
import { useSession } from '@/session/useSession';
import { useTapAfterRestore } from '@/session/useTapAfterRestore';
import type { ViewingSlot } from '@/types/viewings';
import { formatViewingTime } from '../lib/ukTime';
import { VIEWING_MESSAGES } from '../messages';
import { MyViewing } from './MyViewing';
import { SlotTime } from './SlotTime';
import { readOnce, useSlots } from './useSlots';
import { useViewingChange } from './useViewingChange';
import type { ViewingRoom } from './viewingRoom';

const REFUSALS: Record<ViewingRefusal, string> = {
  taken: VIEWING_MESSAGES.taken,
  full: VIEWING_MESSAGES.full,
  'already-booked': VIEWING_MESSAGES.alreadyBooked,
};

/** A seeker's view of a room's viewing times: their booking, or the open times to book. */
export function SeekerTimes({ room }: { room: ViewingRoom }) {
  const { user, ensureAuthStarted } = useSession();
  const { openDialog } = useAuthDialogs();
  const open = useSlots(`open/${room.id}/${user ? 'live' : 'once'}`, (next, error) =>
    user ? subscribeOpenSlots(room.id, next, error) : readOnce(() => fetchOpenSlots(room.id))(next, error),
  );
  const mine = useSlots(user ? `mine/${user.uid}` : null, (next, error) => subscribeMyBookedSlots(user?.uid ?? '', next, error));
  const booking = mine.slots?.find((slot) => slot.listingId === room.id) ?? null;
  const [chosen, setChosen] = useState<ViewingSlot | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The note stays as typed on a refusal: the seeker picks another time and books with it.
  const { busy, change } = useViewingChange((message, cause) => {
    setProblem(message);
    if (cause instanceof ViewingBookingError && cause.reason === 'taken') setChosen(null);
  });
  const pickTime = useTapAfterRestore((slot: ViewingSlot) => {
    if (!user) {
      ensureAuthStarted();
      openDialog('auth');
      return;
    }
    setProblem(null);
    setChosen(slot);
  });

  if (booking && user) return <MyViewing slot={booking} uid={user.uid} room={room} />;

  const book = (slot: ViewingSlot) => {
    if (!user) return;
    setProblem(null);
    void change(
      async () => {
        await bookViewing(user.uid, slot, note);
        setChosen(null);
        setNote('');
        return { done: VIEWING_MESSAGES.booked, line: { from: user.uid, to: room.userId, text: VIEWING_MESSAGES.lineBooked(formatViewingTime(slot.startAt), slot.kind) } };
      },
      (error) => (error instanceof ViewingBookingError ? REFUSALS[error.reason] : VIEWING_MESSAGES.failed),
    );
  };

  const slots = open.slots ?? [];
  return (
    <div className="space-y-3">
      <FormAlert message={problem} />
      {open.slots && slots.length === 0 ? <p className="text-sm text-slate-700 dark:text-slate-300">{VIEWING_MESSAGES.openTimesEmpty}</p> : null}
      {chosen ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            book(chosen);
          }}
        >
          <p className="text-slate-900 dark:text-slate-100">
            <SlotTime slot={chosen} />
          </p>
          <TextAreaField label={VIEWING_MESSAGES.noteLabel} value={note} maxLength={VIEWING_NOTE_MAX_LENGTH} rows={2} onChange={(event) => setNote(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {VIEWING_MESSAGES.confirm}
            </Button>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              {VIEWING_MESSAGES.back}
            </Button>
          </div>
        </form>
      ) : (
        <ul className="space-y-2" aria-label={VIEWING_MESSAGES.heading}>
          {slots.map((slot) => (
            <li key={slot.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
              <SlotTime slot={slot} />
              <Button
                variant="secondary"
                className="text-sm"
                aria-label={VIEWING_MESSAGES.bookTime(formatViewingTime(slot.startAt))}
                onClick={() => pickTime(slot)}
              >
                {VIEWING_MESSAGES.book}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!user && slots.length > 0 ? <p className="text-sm text-slate-700 dark:text-slate-300">{VIEWING_MESSAGES.signInToBook}</p> : null}
    </div>
  );
}
