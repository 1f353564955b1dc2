import { PostActionBar } from '@/components/post/PostActionBar';
import { InactiveBadge, PremiumBadge } from '@/components/post/PostBadges';
import { VerifiedBadges } from '@/components/post/VerifiedBadges';
import { ShareButton } from '@/components/post/ShareButton';
import { ReportButton } from '@/features/moderation';
import { ShortlistHeart } from '@/features/shortlist';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { workLine } from '../lib/workLine';
import { RoommateAvatar } from './RoommateAvatar';

/**
 * The top of a roommate page: actions and the seeker's header. The app shell also holds it as a
 * template that the page's early read fills before the app's code arrives (src/app/firstPaint/PostPreviews.tsx).
 */
export function RoommateDetailTop({ request, premium, preview = false }: { request: RoommateRequest; premium: boolean; preview?: boolean }) {
  const inactive = request.status === 'found';
  const work = workLine(request);
  return (
    <>
      <PostActionBar>
        <ShortlistHeart post={{ kind: 'roommate', postId: request.id, title: request.userName }} variant="inline" />
        {/* A post moderators hold is "not found" for everyone else: no link to share yet. */}
        {request.moderation ? null : <ShareButton title={`${request.userName} is looking for a room`} text={request.requirements} />}
        <ReportButton target={{ kind: 'roommate', targetId: request.id, targetUserId: request.userId }} what="this profile" />
      </PostActionBar>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <RoommateAvatar name={request.userName} picture={request.profilePicture} size="lg" alt={`Profile picture of ${request.userName}`} greyed={inactive} priority />
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            {premium ? <PremiumBadge previewIf={preview ? 'ownerPremium' : undefined} /> : null}
            {inactive ? <InactiveBadge label="FOUND" /> : null}
            <VerifiedBadges emailVerified={request.ownerVerified.email} phoneVerified={request.ownerVerified.phone} preview={preview} />
          </div>
          <h1 className="text-2xl font-extrabold break-words text-slate-900 sm:text-3xl dark:text-white">{request.userName}</h1>
          <p className="text-slate-700 dark:text-slate-300">
            {[request.age ? `${request.age} years` : '', request.gender, work].filter(Boolean).join(' · ')}
          </p>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">{request.requirements}</p>
        </div>
      </header>
    </>
  );
}
