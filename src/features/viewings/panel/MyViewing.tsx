import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { cancelViewing } from '@/data';
import type { ViewingSlot } from '@/types/viewings';
import { formatViewingTime } from '../lib/ukTime';
import { VIEWING_MESSAGES } from '../messages';
import { CalendarLink } from './CalendarLink';
import { ProposalAnswer } from './ProposalAnswer';
import { SlotTime } from './SlotTime';
import { useSlotDetails } from './useSlotDetails';
import { useViewingChange } from './useViewingChange';
import type { ViewingRoom } from './viewingRoom';

/** The seeker's booking of this room: when, the video link or shared address, "Add to calendar" and cancel. */
export function MyViewing({ slot, uid, room }: { slot: ViewingSlot; uid: string; room: ViewingRoom }) {
  const { meetingUrl, address } = useSlotDetails(slot);
  const { busy, change } = useViewingChange();

  const cancel = () =>
    change(async () => {
      await cancelViewing(uid, slot);
      return { done: VIEWING_MESSAGES.cancelled, line: { from: uid, to: slot.ownerId, text: VIEWING_MESSAGES.lineCancelled(formatViewingTime(slot.startAt), slot.kind) } };
    });

  return (
    <div className="space-y-3 rounded-lg border border-green-300 bg-green-50 px-3 py-3 dark:border-green-800 dark:bg-green-950">
      <h3 className="font-semibold text-slate-900 dark:text-white">{VIEWING_MESSAGES.yourViewing}</h3>
      <p className="text-slate-900 dark:text-slate-100">
        <SlotTime slot={slot} />
      </p>
      {meetingUrl ? (
        <p className="text-sm break-all">
          {VIEWING_MESSAGES.meetingLink}:{' '}
          <a href={meetingUrl} target="_blank" rel="noopener noreferrer" className="text-orange-800 underline dark:text-orange-300">
            {meetingUrl}
          </a>
        </p>
      ) : null}
      {address ? (
        <p className="text-sm break-words text-slate-900 dark:text-slate-100">
          {VIEWING_MESSAGES.address}: <span data-testid="viewing-address">{address}</span>
        </p>
      ) : null}
      {slot.proposal ? <ProposalAnswer slot={slot} uid={uid} /> : null}
      <div className="flex flex-wrap gap-2">
        <CalendarLink slot={slot} roomTitle={room.title} roomUrl={`${location.origin}${paths.room(room.title, room.id)}`} />
        <Button variant="danger-outline" className="text-sm" disabled={busy} onClick={() => void cancel()}>
          {VIEWING_MESSAGES.cancel}
        </Button>
      </div>
    </div>
  );
}
