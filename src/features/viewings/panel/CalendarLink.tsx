import { buttonClass } from '@/components/ui/Button';
import type { ViewingSlot } from '@/types/viewings';
import { icsHref, viewingIcs } from '../lib/ics';
import { VIEWING_KIND_LABELS, VIEWING_MESSAGES } from '../messages';

export interface CalendarLinkProps {
  slot: ViewingSlot;
  roomTitle: string;
  roomUrl: string;
}

/** "Add to calendar": the viewing as an .ics file (the calendar's alert is the reminder). */
export function CalendarLink({ slot, roomTitle, roomUrl }: CalendarLinkProps) {
  const ics = viewingIcs({
    uid: `${slot.listingId}-${slot.id}-${slot.startAt.getTime()}`,
    startAt: slot.startAt,
    minutes: slot.minutes,
    title: VIEWING_MESSAGES.calendarTitle(roomTitle),
    description: `${VIEWING_KIND_LABELS[slot.kind]}. ${roomUrl}`,
    url: roomUrl,
  });
  return (
    <a href={icsHref(ics)} download="roomshare-viewing.ics" className={buttonClass('secondary', 'text-sm')}>
      {VIEWING_MESSAGES.addToCalendar}
    </a>
  );
}
