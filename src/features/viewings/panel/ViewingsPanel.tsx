import { useSession } from '@/session/useSession';
import { VIEWING_MESSAGES } from '../messages';
import { OwnerTimes } from './OwnerTimes';
import { SeekerTimes } from './SeekerTimes';
import type { ViewingRoom } from './viewingRoom';

/** The room page's "Viewings" section (loaded lazily): the owner's times, or a seeker's booking. */
export default function ViewingsPanel({ room }: { room: ViewingRoom }) {
  const { user } = useSession();
  const isOwner = user?.uid === room.userId;
  if (!isOwner && room.status !== 'active') return null;
  return (
    <section aria-labelledby="viewings-heading" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="viewings-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {isOwner ? VIEWING_MESSAGES.ownerHeading : VIEWING_MESSAGES.heading}
      </h2>
      {isOwner && user ? <OwnerTimes listingId={room.id} ownerUid={user.uid} /> : <SeekerTimes room={room} />}
      <p className="text-xs text-slate-600 dark:text-slate-400">{VIEWING_MESSAGES.noReminders}</p>
    </section>
  );
}
