import { RENT_CHECK } from './messages';
import { useAfterLoad } from '@/lib/useAfterLoad';
import { useRead } from '@/lib/useRead';
import { compareRoomRent, type ComparedRoom } from './comparableRents';
import { rentCheckText } from './rentCheckText';

/**
 * "Rent check" on a room page: the rent against the median of other active listings of the same
 * room type in the same area, or city (at most two queries of 12, read after the page has
 * settled). Its box keeps the height of the sentence it usually ends with (two lines on a narrow
 * screen, one beside the contact column), so the sentence arriving moves nothing; a shorter one is
 * centred in it rather than leaving an empty line under it.
 */
export function RentCheck({ room }: { room: ComparedRoom }) {
  const read = useRead(`${room.id}|${room.address}|${room.postcode}|${room.roomType}|${room.rent}`, () => compareRoomRent(room), useAfterLoad());
  const text =
    read.state === 'waiting'
      ? RENT_CHECK.loading
      : read.state === 'failed'
        ? RENT_CHECK.failed
        : rentCheckText(read.value.comparison, room.roomType, read.value.place);

  return (
    <p aria-live="polite" aria-busy={read.state === 'waiting'} className="mt-1 flex min-h-[2.5rem] items-center text-sm text-slate-700 lg:min-h-[1.25rem] dark:text-slate-300" data-testid="rent-check">
      {text}
    </p>
  );
}
