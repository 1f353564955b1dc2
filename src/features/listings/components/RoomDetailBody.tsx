import { useMemo } from 'react';
import { ContactSection } from '@/components/post/ContactSection';
import { OwnerOnlyNotice } from '@/components/post/OwnerOnlyNotice';
import { DetailList, DetailRow } from '@/components/post/DetailRow';
import { POST_ARTICLE } from '@/components/post/postLayout';
import { SafetyPanel } from '@/components/post/SafetyPanel';
import { MESSAGES } from '@/config/messages';
import { RENT_CHECK } from '../rentCheck/messages';
import { RoomFitReasons } from '@/features/fit';
import { RoomJourney } from '@/features/journey';
import { RoomViewings } from '@/features/viewings';
import { ActivityLabel } from '@/features/activity';
import { useSession } from '@/session/useSession';
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import { checkLettingLaw } from '@/lib/lettingLaw/check';
import { letListingOf } from '@/lib/lettingLaw/fromListing';
import type { RoomListing } from '@/data/collections/roomListings';
import { RentCheck } from '../rentCheck/RentCheck';
import { RoomDetailTop } from './RoomDetailTop';
import { BeforeYouPaySlot } from '../law/BeforeYouPaySlot';
import { LawWarning } from '../law/LawWarning';
import { RoomMoneyRows } from './RoomMoneyRows';

export interface RoomDetailBodyProps {
  room: RoomListing;
  premium: boolean;
  premiumPhone: string | null;
  onMessage: () => void;
}

export function RoomDetailBody({ room, premium, premiumPhone, onMessage }: RoomDetailBodyProps) {
  const { user } = useSession();
  const inactive = room.status !== 'active';
  const lawFindings = useMemo(() => checkLettingLaw(letListingOf(room)), [room]);
  return (
    <article className={POST_ARTICLE}>
      <RoomDetailTop room={room} premium={premium} />
      {room.moderation && user?.uid === room.userId ? <OwnerOnlyNotice moderation={room.moderation} rejectionReason={room.rejectionReason} /> : null}
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <DetailList>
            <DetailRow label="Rent">{formatGBP(room.rent)} / month</DetailRow>
            <RoomMoneyRows room={room} findings={lawFindings} />
            <DetailRow label="Room type">{room.roomType}</DetailRow>
            <DetailRow label="Preferred tenants">{room.preferredTenants}</DetailRow>
            <DetailRow label="Available from">{availabilityLabel(room.availableFrom)}</DetailRow>
            <DetailRow label="Area">{room.address}</DetailRow>
            <DetailRow label="City">{room.postcode}</DetailRow>
            <DetailRow label="Amenities">{room.amenities.length ? room.amenities.join(', ') : 'Not specified'}</DetailRow>
          </DetailList>
          <LawWarning findings={lawFindings} />
          <section aria-labelledby="rent-check" className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800">
            <h2 id="rent-check" className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {RENT_CHECK.label}
            </h2>
            <RentCheck room={room} />
          </section>
          <section aria-labelledby="about-room">
            <h2 id="about-room" className="mb-2 text-lg font-bold text-slate-900 dark:text-white">
              About this room
            </h2>
            <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{room.description}</p>
          </section>
        </div>
        <div className="space-y-6">
          <ContactSection
            inactive={inactive}
            inactiveText={MESSAGES.inactiveRoom}
            canMessage={user?.uid !== room.userId}
            onMessage={onMessage}
            premium={premium}
            premiumPhone={premiumPhone}
            posterName={room.userName}
            posterActivity={<ActivityLabel uid={room.userId} />}
          />
          {user?.uid === room.userId ? null : <RoomJourney room={room} />}
          <SafetyPanel />
          {/* Last in the column: the times arrive after first paint and must not move what is above. */}
          <RoomViewings room={room} />
          {/* After the viewings: it too arrives after first paint (the seeker's needs). */}
          <RoomFitReasons household={room.household} />
        </div>
      </div>
      <BeforeYouPaySlot room={room} />
    </article>
  );
}
