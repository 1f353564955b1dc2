import { FILTERS } from '@/config/searchMessages';
import type { FilterChip } from '@/lib/filters/codec';

export interface ActiveFilterChipsProps<F> {
  chips: FilterChip<F>[];
  onApply: (next: F) => void;
  empty: F;
}

/** The active filters as chips, each removable on its own, plus "Clear all". */
export function ActiveFilterChips<F>({ chips, onApply, empty }: ActiveFilterChipsProps<F>) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={FILTERS.activeHeading} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            aria-label={FILTERS.remove(chip.label)}
            onClick={() => onApply(chip.without)}
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-orange-700 bg-orange-50 px-3 text-sm font-medium text-orange-900 hover:bg-orange-100 dark:border-orange-400 dark:bg-orange-950 dark:text-orange-100 dark:hover:bg-orange-900"
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => onApply(empty)}
          className="min-h-9 rounded-full px-3 text-sm font-semibold text-slate-700 underline underline-offset-2 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          {FILTERS.clearAll}
        </button>
      </li>
    </ul>
  );
}
