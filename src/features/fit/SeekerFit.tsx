import { seekerFit } from '@/lib/household/ownerFit';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { FitBadge } from './FitBadge';
import { FitReasons } from './FitReasons';
import { FIT_UI } from './messages';
import { usePickedListing } from './pickedListing';

type Seeker = Pick<RoommateRequest, 'needs' | 'self' | 'gender'>;

/** A seeker card's fit against the owner's picked listing. */
export function SeekerFitBadge({ request }: { request: Seeker }) {
  const picked = usePickedListing();
  const fit = picked ? seekerFit(request, picked.household) : null;
  return fit?.label ? <FitBadge label={fit.label} className="shrink-0" /> : null;
}

/** A seeker's page: how they fit the owner's picked listing, point by point. */
export function SeekerFitReasons({ request }: { request: Seeker }) {
  const picked = usePickedListing();
  return picked ? <FitReasons fit={seekerFit(request, picked.household)} heading={FIT_UI.reasonsHeadingOwner(picked.title)} side="owner" /> : null;
}
