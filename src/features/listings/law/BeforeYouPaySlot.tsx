import { lazy, Suspense, useEffect, useState } from 'react';
import type { LawListingSource } from '@/lib/lettingLaw/fromListing';

const BeforeYouPay = lazy(() => import('./BeforeYouPay'));

/**
 * Where "Before you pay" goes: after the room's main content, its code loaded once the page has
 * painted (two animation frames), in a box of reserved height so its arrival moves nothing.
 */
export function BeforeYouPaySlot({ room }: { room: LawListingSource }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, []);
  return <div className="min-h-[18rem]">{painted ? <Suspense fallback={null}><BeforeYouPay room={room} /></Suspense> : null}</div>;
}
