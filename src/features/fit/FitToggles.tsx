import type { RoomFilters } from '@/lib/filters/roomFilters';
import { FitFilterFields } from './FitFilterFields';
import { FitSortNote } from './FitSortNote';

export interface FitTogglesProps {
  filters: RoomFilters;
  onApply: (next: RoomFilters) => void;
}

/** Where a page has no filter form (a location page): the two fit choices, each applied as it is ticked. */
export function FitToggles({ filters, onApply }: FitTogglesProps) {
  return (
    <div className="space-y-1">
      <FitFilterFields draft={filters} onChange={(patch) => onApply({ ...filters, ...patch })} />
      <FitSortNote filters={filters} />
    </div>
  );
}
