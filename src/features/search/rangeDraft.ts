/** The typed text of a min/max money range, checked before it becomes a filter. */
import { useState } from 'react';
import { FILTERS } from '@/config/searchMessages';

export interface RangeDraft {
  min: string;
  max: string;
}

export interface RangeResult {
  min?: number;
  max?: number;
  errors: { min?: string; max?: string };
}

function rangeToDraft(min: number | undefined, max: number | undefined): RangeDraft {
  return { min: min === undefined ? '' : String(min), max: max === undefined ? '' : String(max) };
}

function pounds(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Whole pounds, both optional; an error per side for junk, and on max when min > max. */
function rangeFromDraft(draft: RangeDraft): RangeResult {
  const min = pounds(draft.min);
  const max = pounds(draft.max);
  const errors: RangeResult['errors'] = {};
  if (min === null) errors.min = FILTERS.notWholePounds;
  if (max === null) errors.max = FILTERS.notWholePounds;
  if (typeof min === 'number' && typeof max === 'number' && min > max) errors.max = FILTERS.minAboveMax;
  return { min: min ?? undefined, max: max ?? undefined, errors };
}

export interface RangeDraftState {
  value: RangeDraft;
  errors: RangeResult['errors'];
  setValue: (next: RangeDraft) => void;
  /** Validates and shows errors: the range, or null when it has errors. */
  read: () => RangeResult | null;
  reset: () => void;
}

/** A money range's typed text and its errors, for a filter form. */
export function useRangeDraft(min: number | undefined, max: number | undefined): RangeDraftState {
  const [value, setValue] = useState(() => rangeToDraft(min, max));
  const [errors, setErrors] = useState<RangeResult['errors']>({});
  return {
    value,
    errors,
    setValue,
    read: () => {
      const result = rangeFromDraft(value);
      setErrors(result.errors);
      return result.errors.min || result.errors.max ? null : result;
    },
    reset: () => {
      setValue(rangeToDraft(undefined, undefined));
      setErrors({});
    },
  };
}
