import { useState } from 'react';
import { ChoiceChips } from '@/components/form/ChoiceChips';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { LIFESTYLE_PREFERENCES, NO_ROOMMATE_FILTERS, roommateFilterCodec, type RoommateFilters } from '@/lib/filters/roommateFilters';
import { GENDERS } from '@/data/collections/roommateRequests';
import { FilterPanel } from './FilterPanel';
import { MoneyRangeFields } from './MoneyRangeFields';
import { useRangeDraft } from './rangeDraft';

export interface RoommateFilterPanelProps {
  filters: RoommateFilters;
  onApply: (next: RoommateFilters) => void;
}

/** Browse Roommates filters: budget range, gender, preferred location, move-in by, lifestyle. */
export function RoommateFilterPanel({ filters, onApply }: RoommateFilterPanelProps) {
  const [draft, setDraft] = useState(filters);
  const budget = useRangeDraft(filters.minBudget, filters.maxBudget);
  const set = (patch: Partial<RoommateFilters>) => setDraft((current) => ({ ...current, ...patch }));

  const readDraft = (): RoommateFilters | null => {
    const range = budget.read();
    if (!range) return null;
    return { ...draft, location: draft.location?.trim() || undefined, minBudget: range.min, maxBudget: range.max };
  };
  const resetDraft = () => {
    setDraft(NO_ROOMMATE_FILTERS);
    budget.reset();
  };

  return (
    <FilterPanel codec={roommateFilterCodec} filters={filters} onApply={onApply} readDraft={readDraft} resetDraft={resetDraft} kind="roommate">
      <MoneyRangeFields noun="budget" range={budget} />
      <SelectField label="Gender" placeholder="Any" options={GENDERS} value={draft.gender ?? ''} onChange={(value) => set({ gender: value || undefined })} />
      <TextField
        label="Preferred location"
        placeholder="e.g. Stratford"
        maxLength={60}
        value={draft.location ?? ''}
        onChange={(event) => set({ location: event.target.value })}
      />
      <TextField label="Moving in by" type="date" value={draft.moveInBy ?? ''} onChange={(event) => set({ moveInBy: event.target.value || undefined })} />
      <ChoiceChips legend="Lifestyle" options={LIFESTYLE_PREFERENCES} value={draft.lifestyle} onChange={(lifestyle) => set({ lifestyle })} />
    </FilterPanel>
  );
}
