import { Link } from 'react-router-dom';
import { InactiveBadge, PremiumBadge, postCardClass } from '@/components/post/PostBadges';
import { VerifiedBadges } from '@/components/post/VerifiedBadges';
import { paths } from '@/config/paths';
import { SeekerFacts, SeekerFitBadge } from '@/features/fit';
import { ShortlistHeart } from '@/features/shortlist';
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { RoommateAvatar } from './RoommateAvatar';
import { workLine } from '../lib/workLine';

export interface RoommateCardProps {
  request: RoommateRequest;
  priority?: boolean;
}

/** A seeker's card on Browse Roommates; the whole card links to their profile page. */
export function RoommateCard({ request, priority = false }: RoommateCardProps) {
  const inactive = request.status === 'found';
  const work = workLine(request);
  return (
    <li className={postCardClass(request.ownerPremium, inactive)}>
      <ShortlistHeart post={{ kind: 'roommate', postId: request.id, title: request.userName }} />
      <div className="flex items-start gap-4 p-4 pr-14 pb-2">
        <RoommateAvatar name={request.userName} picture={request.profilePicture} greyed={inactive} priority={priority} />
        <div className="min-w-0 flex-1">
          <div className="mb-1 flex flex-wrap gap-2">
            {request.ownerPremium ? <PremiumBadge /> : null}
            {inactive ? <InactiveBadge label="FOUND" /> : null}
            <VerifiedBadges emailVerified={request.ownerVerified.email} phoneVerified={request.ownerVerified.phone} />
          </div>
          <h3 className="text-lg leading-snug font-bold break-words text-slate-900 dark:text-white">
            <Link to={paths.roommate(request.requirements, request.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
              {request.userName}
            </Link>
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {request.age ? `${request.age} · ` : ''}
            {request.gender}
          </p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 px-4 pb-4">
        {work ? <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{work}</p> : null}
        <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{request.requirements}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold">Preferred:</span> {request.preferredLocations || 'Anywhere'}
        </p>
        <SeekerFacts self={request.self} />
        {/* The fit label shares the budget's row: it comes and goes with the owner's pick, moving nothing. */}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <p className="text-lg font-bold text-orange-800 dark:text-orange-300">
            {formatGBP(request.budget)}
            <span className="text-sm font-medium text-slate-700 dark:text-slate-300"> / month</span>
          </p>
          <SeekerFitBadge request={request} />
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">Move-in: {availabilityLabel(request.moveInDate)}</p>
      </div>
    </li>
  );
}
