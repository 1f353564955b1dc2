import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageSettles } from '@/lib/afterPageSettles';
import type { LawListingSource } from '@/lib/lettingLaw/fromListing';

const BeforeYouPay = lazy(() => import('./BeforeYouPay'));

/**
 * Where "Before you pay" goes: after the room's main content, its code loaded once the page has
 * painted and settled (afterPageSettles, like the other extras, so it never competes with the room
 * itself), in a box of reserved height so its arrival moves nothing.
 */
export function BeforeYouPaySlot({ room }: { room: LawListingSource }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterPageSettles(() => setSettled(true)), []);
  return <div className="min-h-[18rem]">{settled ? <Suspense fallback={null}><BeforeYouPay room={room} /></Suspense> : null}</div>;
}
