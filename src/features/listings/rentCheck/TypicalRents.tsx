import { RENT_CHECK } from './messages';
import { useAfterLoad } from '@/lib/useAfterLoad';
import { useRead } from '@/lib/useRead';
import { fetchComparableRents } from '@/data';
import { formatGBP } from '@/lib/format';
import { compareRent } from '@/lib/screening/rentComparison';
import { ROOM_TYPES, type RoomType } from '@/data/collections/roomListings';

/** Any positive rent: only the median and the count of the comparison are shown. */
const PROBE_RENT = 1;

/** Each room type's typical rent, or null when no room type has enough listings to compare. */
async function typicalRents(locationKey: string): Promise<Map<RoomType, string> | null> {
  // One query of at most 12 listings per room type (5 queries), read after the page has settled.
  const rents = await Promise.all(ROOM_TYPES.map((roomType) => fetchComparableRents(locationKey, roomType)));
  const comparisons = ROOM_TYPES.map((roomType, index) => [roomType, compareRent(PROBE_RENT, rents[index] ?? [])] as const);
  if (comparisons.every(([, comparison]) => comparison.kind !== 'compared')) return null;
  return new Map(
    comparisons.map(([roomType, comparison]) => [
      roomType,
      comparison.kind === 'compared' ? RENT_CHECK.typicalRent(formatGBP(comparison.median), comparison.count) : RENT_CHECK.notEnough,
    ]),
  );
}

/**
 * A location page's typical rent per room type; every row is there from the start, so nothing
 * moves. When no room type has enough listings the rows would all say so: one line says it instead.
 */
export function TypicalRents({ locationKey, label }: { locationKey: string; label: string }) {
  const read = useRead(locationKey, () => typicalRents(locationKey), useAfterLoad());
  const valueOf = (roomType: RoomType) =>
    read.state === 'ready' ? (read.value?.get(roomType) ?? RENT_CHECK.notEnough) : read.state === 'failed' ? RENT_CHECK.failed : '…';
  const none = read.state === 'ready' && read.value === null;

  return (
    <section aria-labelledby="typical-rents-heading" className="space-y-3">
      <h2 id="typical-rents-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {RENT_CHECK.typicalRentsHeading(label)}
      </h2>
      {none ? (
        <p className="text-slate-700 dark:text-slate-300">{RENT_CHECK.typicalRentsNone(label)}</p>
      ) : (
      <dl aria-busy={read.state === 'waiting'} className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {ROOM_TYPES.map((roomType) => (
          <div key={roomType} className="min-h-[3.5rem] rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
            <dt className="text-sm font-semibold text-slate-900 dark:text-white">{roomType}</dt>
            <dd className="text-sm text-slate-700 dark:text-slate-300">{valueOf(roomType)}</dd>
          </div>
        ))}
      </dl>
      )}
    </section>
  );
}
