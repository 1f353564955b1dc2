import { PostActionBar } from '@/components/post/PostActionBar';
import { ContactSection } from '@/components/post/ContactSection';
import { DetailList, DetailRow } from '@/components/post/DetailRow';
import { InactiveBadge, PremiumBadge } from '@/components/post/PostBadges';
import { VerifiedBadges } from '@/components/post/VerifiedBadges';
import { SafetyPanel } from '@/components/post/SafetyPanel';
import { ShareButton } from '@/components/post/ShareButton';
import { MESSAGES } from '@/config/messages';
import { useSession } from '@/features/auth/session/useSession';
import { ReportButton } from '@/features/moderation/ReportButton';
import { ShortlistHeart } from '@/features/shortlist/ShortlistHeart';
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import type { RoommateRequest } from '@/types/domain';
import { workLine } from '../lib/workLine';
import { RoommateAvatar } from './RoommateAvatar';

export interface RoommateDetailBodyProps {
  request: RoommateRequest;
  premium: boolean;
  premiumPhone: string | null;
  onMessage: () => void;
}

const NOT_SPECIFIED = 'Not specified';

function TextBlock({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{text || NOT_SPECIFIED}</p>
    </section>
  );
}

export function RoommateDetailBody({ request, premium, premiumPhone, onMessage }: RoommateDetailBodyProps) {
  const { user } = useSession();
  const inactive = request.status === 'found';
  const work = workLine(request);
  return (
    <article className="space-y-6">
      <PostActionBar>
        <ShortlistHeart post={{ kind: 'roommate', postId: request.id, title: request.userName }} variant="inline" />
        <ShareButton title={`${request.userName} is looking for a room`} text={request.requirements} />
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
          <h1 className="text-2xl font-extrabold break-words text-slate-900 sm:text-3xl dark:text-white">{request.userName}</h1>
          <p className="text-slate-700 dark:text-slate-300">
            {[request.age ? `${request.age} years` : '', request.gender, work].filter(Boolean).join(' · ')}
          </p>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">{request.requirements}</p>
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <DetailList>
            <DetailRow label="Budget">{formatGBP(request.budget)} / month</DetailRow>
            <DetailRow label="Move-in">{availabilityLabel(request.moveInDate)}</DetailRow>
            <DetailRow label="Preferred locations">{request.preferredLocations || NOT_SPECIFIED}</DetailRow>
            <DetailRow label="Room preference">{request.furnished}</DetailRow>
            <DetailRow label="Stay duration">{request.preferredStay}</DetailRow>
            <DetailRow label="Preferred roommates">{request.preferredRoommates.length ? request.preferredRoommates.join(', ') : NOT_SPECIFIED}</DetailRow>
            <DetailRow label="Age">{request.age || NOT_SPECIFIED}</DetailRow>
            <DetailRow label="Gender">{request.gender}</DetailRow>
            <DetailRow label="Profession">{request.profession || NOT_SPECIFIED}</DetailRow>
            <DetailRow label="Organization">{request.organization || NOT_SPECIFIED}</DetailRow>
          </DetailList>
          <TextBlock id="about-me" title="About me" text={request.aboutMe} />
          <TextBlock id="requirements" title="Requirements" text={request.requirements} />
        </div>
        <div className="space-y-6">
          <ContactSection
            inactive={inactive}
            inactiveText={MESSAGES.inactiveRequest}
            canMessage={user?.uid !== request.userId}
            onMessage={onMessage}
            premiumPhone={premiumPhone}
            posterName={request.userName}
          />
          <SafetyPanel />
        </div>
      </div>
    </article>
  );
}
