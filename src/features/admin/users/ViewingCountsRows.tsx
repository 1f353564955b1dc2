import { useEffect, useState } from 'react';
import { DetailRow } from '@/components/post/DetailRow';
import { getViewingCounts } from '@/data';
import type { ViewingCounts } from '@/types/viewings';
import { ADMIN_VIEWINGS } from '../messages';

type Loaded = { uid: string; counts: ViewingCounts | null };

/**
 * How many viewings the user booked, cancelled as the seeker, and cancelled as an owner: one
 * document read, so a pattern of cancelling (or booking and not turning up) shows at a glance.
 */
export function ViewingCountsRows({ uid }: { uid: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    getViewingCounts(uid).then(
      (counts) => live && setLoaded({ uid, counts }),
      (error: unknown) => {
        console.error('Could not read the viewing counts', error);
        if (live) setLoaded({ uid, counts: null });
      },
    );
    return () => {
      live = false;
    };
  }, [uid]);
  const counts = loaded?.uid === uid ? loaded.counts : undefined;
  const show = (value: number | undefined) => (counts === undefined ? ADMIN_VIEWINGS.loading : counts === null ? ADMIN_VIEWINGS.failed : String(value ?? 0));
  return (
    <>
      <DetailRow label={ADMIN_VIEWINGS.booked}>{show(counts?.booked)}</DetailRow>
      <DetailRow label={ADMIN_VIEWINGS.cancelled}>{show(counts?.cancelled)}</DetailRow>
      <DetailRow label={ADMIN_VIEWINGS.ownerCancelled}>{show(counts?.ownerCancelled)}</DetailRow>
    </>
  );
}
