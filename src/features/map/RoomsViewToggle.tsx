import { SegmentedToggle } from '@/components/ui/SegmentedToggle';
import { MAP_MESSAGES } from './messages';
import type { RoomsView } from './useRoomsView';

const OPTIONS = [
  { value: 'list', label: MAP_MESSAGES.list },
  { value: 'map', label: MAP_MESSAGES.map },
] as const satisfies readonly { value: RoomsView; label: string }[];

/** List / Map: two toggle buttons (aria-pressed) in a labelled group. */
export function RoomsViewToggle({ view, onChange }: { view: RoomsView; onChange: (next: RoomsView) => void }) {
  return <SegmentedToggle label={MAP_MESSAGES.toggleLabel} options={OPTIONS} value={view} onChange={onChange} />;
}
