import type { ReactNode } from 'react';
import { RoomsViewToggle } from './RoomsViewToggle';
import type { RoomsView } from './useRoomsView';

/** A rooms toolbar row: the filters, and the list / map toggle beside them. */
export function FiltersWithViewToggle({ filters, view, onView }: { filters: ReactNode; view: RoomsView; onView: (next: RoomsView) => void }) {
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">{filters}</div>
      <RoomsViewToggle view={view} onChange={onView} />
    </div>
  );
}
