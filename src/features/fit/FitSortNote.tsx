import type { RoomFilters } from '@/lib/filters/roomFilters';
import { FIT_UI } from './messages';

/** Under "Best fit first": it ranks what has been loaded so far (drawn from the URL, so it never arrives late). */
export function FitSortNote({ filters }: { filters: RoomFilters }) {
  return filters.sort === 'fit' ? <p className="text-sm text-slate-700 dark:text-slate-300">{FIT_UI.sortNote}</p> : null;
}
