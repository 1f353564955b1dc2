import { useState } from 'react';
import { ChoiceChips } from '@/components/form/ChoiceChips';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { FILTERS } from '@/config/searchMessages';
import { FitFilterFields } from '@/features/fit';
import { NO_ROOM_FILTERS, roomFilterCodec, TENANT_FILTER_OPTIONS, type RoomFilters } from '@/lib/filters/roomFilters';
import { AMENITIES, ROOM_TYPES } from '@/data/collections/roomListings';
import { FilterPanel } from './FilterPanel';
import { MoneyRangeFields } from './MoneyRangeFields';
import { useRangeDraft } from './rangeDraft';

export interface RoomFilterPanelProps {
  filters: RoomFilters;
  onApply: (next: RoomFilters) => void;
}

/** Browse Rooms filters: rent range, area or city, room type, tenants, available by, amenities. */
export function RoomFilterPanel({ filters, onApply }: RoomFilterPanelProps) {
  const [draft, setDraft] = useState(filters);
  const rent = useRangeDraft(filters.minRent, filters.maxRent);
  const set = (patch: Partial<RoomFilters>) => setDraft((current) => ({ ...current, ...patch }));

  const readDraft = (): RoomFilters | null => {
    const range = rent.read();
    if (!range) return null;
    return { ...draft, area: draft.area?.trim() || undefined, minRent: range.min, maxRent: range.max };
  };
  const resetDraft = () => {
    setDraft(NO_ROOM_FILTERS);
    rent.reset();
  };

  return (
    <FilterPanel codec={roomFilterCodec} filters={filters} onApply={onApply} readDraft={readDraft} resetDraft={resetDraft} kind="room">
      <MoneyRangeFields noun="rent" range={rent} />
      <TextField label="Area or city" placeholder="e.g. Ilford" maxLength={60} value={draft.area ?? ''} onChange={(event) => set({ area: event.target.value })} />
      <SelectField label="Room type" placeholder="Any" options={ROOM_TYPES} value={draft.roomType ?? ''} onChange={(value) => set({ roomType: value || undefined })} />
      <SelectField
        label="Preferred tenants"
        placeholder="Any"
        options={TENANT_FILTER_OPTIONS}
        value={draft.tenants ?? ''}
        onChange={(value) => set({ tenants: value || undefined })}
      />
      <TextField label="Available by" type="date" value={draft.availableBy ?? ''} onChange={(event) => set({ availableBy: event.target.value || undefined })} />
      <ChoiceChips
        legend="Amenities"
        options={AMENITIES}
        value={draft.amenities}
        onChange={(amenities) => set({ amenities })}
        hint={FILTERS.amenitiesNote}
        className="sm:col-span-2 lg:col-span-3"
      />
      <FitFilterFields draft={draft} onChange={set} />
    </FilterPanel>
  );
}
