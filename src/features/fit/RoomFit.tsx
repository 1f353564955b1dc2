import { roomFit } from '@/lib/household/fit';
import type { Household } from '@/schema/household';
import { FitBadge } from './FitBadge';
import { FitReasons } from './FitReasons';
import { FIT_UI } from './messages';
import { useMyNeeds } from './myNeeds';

/**
 * A room card's fit label for the signed-in seeker, from the card's own household field. It sits
 * on the card's photo (absolute), so its arrival moves nothing.
 */
export function RoomFitBadge({ household }: { household: Household }) {
  const { seeker } = useMyNeeds();
  const fit = seeker ? roomFit(seeker.needs, household) : null;
  return fit?.label ? <FitBadge label={fit.label} className="absolute bottom-2 left-2" /> : null;
}

/** A room page's fit: the label and the reasons, for the signed-in seeker. */
export function RoomFitReasons({ household }: { household: Household }) {
  const { seeker } = useMyNeeds();
  return seeker ? <FitReasons fit={roomFit(seeker.needs, household)} heading={FIT_UI.reasonsHeading} side="seeker" /> : null;
}
