import { useEffect, useState } from 'react';
import { getViewingAddress, getViewingMeetingUrl } from '@/data';
import type { ViewingSlot } from '@/types/viewings';

export interface SlotDetails {
  meetingUrl: string | null;
  address: string | null;
}

/** A booked slot's private details for its seeker: a video slot's call link, an in-person slot's shared address. */
export function useSlotDetails(slot: ViewingSlot): SlotDetails {
  const [details, setDetails] = useState<SlotDetails>({ meetingUrl: null, address: null });
  useEffect(() => {
    let live = true;
    const read = slot.kind === 'video' ? getViewingMeetingUrl(slot).then((meetingUrl) => ({ meetingUrl, address: null })) : getViewingAddress(slot).then((address) => ({ meetingUrl: null, address }));
    void read.then((next) => live && setDetails(next));
    return () => {
      live = false;
    };
  }, [slot]);
  return details;
}
