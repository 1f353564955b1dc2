import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { getRoomListing, subscribeMyBookedSlots, subscribeMyOwnedBookings } from '@/data';
import { useAuthDialogs } from '@/features/auth';
import { useSession } from '@/session/useSession';
import { useReadOnceEach } from '@/lib/useReadOnceEach';
import type { ViewingSlot } from '@/types/viewings';
import { VIEWING_MESSAGES } from '../messages';
import { MyViewing } from '../panel/MyViewing';
import { OwnerSlotRow } from '../panel/OwnerSlotRow';
import { useSlots } from '../panel/useSlots';

/** The titles of these listings (id → title; '' for one that cannot be read). */
async function listingTitles(ids: string[]): Promise<ReadonlyMap<string, string>> {
  return new Map(await Promise.all(ids.map(async (id) => [id, (await getRoomListing(id).catch(() => null))?.title ?? ''] as const)));
}

function Section({ title, empty, count, children }: { title: string; empty: string; count: number | null; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
      {count === 0 ? <p className="text-slate-700 dark:text-slate-300">{empty}</p> : null}
      {children}
    </section>
  );
}

function Upcoming({ uid }: { uid: string }) {
  const seeking = useSlots(`booked/${uid}`, (next, error) => subscribeMyBookedSlots(uid, next, error));
  const owning = useSlots(`owned/${uid}`, (next, error) => subscribeMyOwnedBookings(uid, next, error));
  const titles = useReadOnceEach([...(seeking.slots ?? []), ...(owning.slots ?? [])].map((slot) => slot.listingId), listingTitles);
  const roomLink = (slot: ViewingSlot) => (
    <Link to={paths.room(titles.get(slot.listingId) || 'room', slot.listingId)} className="font-semibold text-orange-800 underline dark:text-orange-300">
      {titles.get(slot.listingId) || slot.listingId}
    </Link>
  );
  if (seeking.error || owning.error) return <p role="alert">{VIEWING_MESSAGES.loadError}</p>;
  return (
    <div className="space-y-8">
      <Section title={VIEWING_MESSAGES.asSeeker} empty={VIEWING_MESSAGES.noneAsSeeker} count={seeking.slots?.length ?? null}>
        <ul className="space-y-4">
          {(seeking.slots ?? []).map((slot) => (
            <li key={`${slot.listingId}/${slot.id}`} className="space-y-2">
              {roomLink(slot)}
              <MyViewing slot={slot} uid={uid} room={{ id: slot.listingId, title: titles.get(slot.listingId) || 'Room', userId: slot.ownerId, status: 'active' }} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={VIEWING_MESSAGES.asOwner} empty={VIEWING_MESSAGES.noneAsOwner} count={owning.slots?.length ?? null}>
        <ul className="space-y-4">
          {(owning.slots ?? []).map((slot) => (
            <li key={`${slot.listingId}/${slot.id}`} className="space-y-2">
              {roomLink(slot)}
              <ul>
                <OwnerSlotRow slot={slot} ownerUid={uid} />
              </ul>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** /viewings: "Upcoming viewings" for seekers and owners alike. */
export default function UpcomingViewingsPage() {
  const { status, user, ensureAuthStarted } = useSession();
  const { openDialog } = useAuthDialogs();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <Head title={VIEWING_MESSAGES.upcomingTitle} description={VIEWING_MESSAGES.upcomingDescription} path={paths.viewings()} noindex />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{VIEWING_MESSAGES.upcomingTitle}</h1>
      <p className="text-sm text-slate-700 dark:text-slate-300">{VIEWING_MESSAGES.noReminders}</p>
      {status === 'signed-in' && user ? <Upcoming uid={user.uid} /> : null}
      {status === 'signed-out' ? (
        <div className="space-y-3">
          <p className="text-slate-700 dark:text-slate-300">{VIEWING_MESSAGES.signInForUpcoming}</p>
          <Button
            onClick={() => {
              ensureAuthStarted();
              openDialog('auth');
            }}
          >
            {VIEWING_MESSAGES.signIn}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
