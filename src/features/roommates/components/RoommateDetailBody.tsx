import { ContactSection } from '@/components/post/ContactSection';
import { OwnerOnlyNotice } from '@/components/post/OwnerOnlyNotice';
import { DetailList, DetailRow } from '@/components/post/DetailRow';
import { POST_ARTICLE } from '@/components/post/postLayout';
import { SafetyPanel } from '@/components/post/SafetyPanel';
import { MESSAGES } from '@/config/messages';
import { ActivityLabel } from '@/features/activity';
import { SeekerFitReasons } from '@/features/fit';
import { useSession } from '@/session/useSession';
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { RoommateDetailTop } from './RoommateDetailTop';

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
  return (
    <article className={POST_ARTICLE}>
      <RoommateDetailTop request={request} premium={premium} />
      {request.moderation && user?.uid === request.userId ? <OwnerOnlyNotice moderation={request.moderation} rejectionReason={request.rejectionReason} /> : null}
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
            premium={premium}
            premiumPhone={premiumPhone}
            posterName={request.userName}
            posterActivity={<ActivityLabel uid={request.userId} />}
          />
          <SafetyPanel />
          {/* Last: an owner's fit, against the listing picked on Browse Roommates. */}
          <SeekerFitReasons request={request} />
        </div>
      </div>
    </article>
  );
}
