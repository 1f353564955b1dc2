import { RENT_CHECK } from '@/config/messages';
import { fetchComparableRents } from '@/data';
import { listingLocationKeys } from '@/lib/filters/locationKeys';
import { compareRent } from '@/lib/screening/rentComparison';
import type { RoomListing } from '@/types/domain';
import { rentCheckText } from './rentCheckText';
import { useDeferredRead } from './useDeferredRead';

/**
 * "Rent check" on a room page: the rent against the median of up to 12 other active listings of
 * the same room type in the same area (one query, read after the page has settled). Its box has
 * a fixed minimum height, so the sentence arriving moves nothing.
 */
export function RentCheck({ room }: { room: Pick<RoomListing, 'id' | 'rent' | 'roomType' | 'address' | 'postcode'> }) {
  const areaKey = listingLocationKeys(room)[0] ?? '';
  const read = useDeferredRead(`${room.id}|${areaKey}|${room.roomType}|${room.rent}`, () =>
    areaKey ? fetchComparableRents(areaKey, room.roomType, room.id) : Promise.resolve([]),
  );
  const text =
    read.state === 'waiting' ? RENT_CHECK.loading : read.state === 'failed' ? RENT_CHECK.failed : rentCheckText(compareRent(room.rent, read.value), room.roomType, room.address);

  return (
    <p aria-live="polite" aria-busy={read.state === 'waiting'} className="mt-1 min-h-[3.75rem] text-sm text-slate-700 sm:min-h-[2.5rem] dark:text-slate-300" data-testid="rent-check">
      {text}
    </p>
  );
}
