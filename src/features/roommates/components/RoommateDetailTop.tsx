import { Fragment, type ReactNode } from 'react';
import { PostActionBar } from '@/components/post/PostActionBar';
import { InactiveBadge, PremiumBadge } from '@/components/post/PostBadges';
import { VerifiedBadges } from '@/components/post/VerifiedBadges';
import { Fill } from '@/components/post/previewMarks';
import { ShareButton } from '@/components/post/ShareButton';
import { ReportButton } from '@/features/moderation';
import { ShortlistHeart } from '@/features/shortlist';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { workParts } from '../lib/workLine';
import { RoommateAvatar } from './RoommateAvatar';

/** The parts that are there, with `separator` between them. */
const joined = (parts: ReactNode[], separator: string): ReactNode[] =>
  parts.filter(Boolean).map((part, index) => (
    <Fragment key={index}>
      {index ? separator : null}
      {part}
    </Fragment>
  ));

/**
 * The top of a roommate page: actions and the seeker's header. The app shell also holds it as a
 * template that the page's early read fills before the app's code arrives
 * (src/app/firstPaint/PostPreviews.tsx): there it marks each value.
 */
export function RoommateDetailTop({ request, premium }: { request: RoommateRequest; premium: boolean }) {
  const inactive = request.status === 'found';
  const age = request.age ? (
    <>
      <Fill field="age">{request.age}</Fill> years
    </>
  ) : null;
  const work = workParts(request).map(([field, text]) => <Fill field={field}>{text}</Fill>);
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
            {premium ? <PremiumBadge /> : null}
            {inactive ? <InactiveBadge label="FOUND" /> : null}
            <VerifiedBadges emailVerified={request.ownerVerified.email} phoneVerified={request.ownerVerified.phone} />
          </div>
          <h1 className="text-2xl font-extrabold break-words text-slate-900 sm:text-3xl dark:text-white">
            <Fill field="userName">{request.userName}</Fill>
          </h1>
          <p className="text-slate-700 dark:text-slate-300">{joined([age, request.gender && <Fill field="gender">{request.gender}</Fill>, work.length ? joined(work, ' at ') : null], ' · ')}</p>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">
            <Fill field="requirements">{request.requirements}</Fill>
          </p>
        </div>
      </header>
    </>
  );
}
