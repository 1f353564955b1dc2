import type { RoomFilters } from '@/lib/filters/roomFilters';
import { hasNeeds } from '@/lib/household/fit';
import { FIT_UI } from './messages';
import { useMyNeeds } from './myNeeds';

export interface FitFilterFieldsProps {
  draft: RoomFilters;
  onChange: (patch: Partial<RoomFilters>) => void;
}

const CHECK = 'flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200';

/**
 * "Only rooms that meet my musts" and "Best fit first" in the room filters, for a seeker whose
 * profile says what they need (the form lies over the cards, so their arrival moves nothing).
 */
export function FitFilterFields({ draft, onChange }: FitFilterFieldsProps) {
  const { seeker } = useMyNeeds();
  if (!hasNeeds(seeker?.needs)) return null;
  return (
    <fieldset className="space-y-1 sm:col-span-2 lg:col-span-3">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">{FIT_UI.controlsLegend}</legend>
      <label className={CHECK}>
        <input type="checkbox" className="h-5 w-5" checked={draft.mustsOnly === true} onChange={(event) => onChange({ mustsOnly: event.target.checked || undefined })} />
        {FIT_UI.mustsLabel}
      </label>
      <label className={CHECK}>
        <input type="checkbox" className="h-5 w-5" checked={draft.sort === 'fit'} onChange={(event) => onChange({ sort: event.target.checked ? 'fit' : undefined })} />
        {FIT_UI.sortLabel}
      </label>
    </fieldset>
  );
}
