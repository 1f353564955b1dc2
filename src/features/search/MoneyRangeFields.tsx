import { TextField } from '@/components/form/TextField';
import type { RangeDraftState } from './rangeDraft';

export interface MoneyRangeFieldsProps {
  /** "rent" or "budget": labels read "Min rent (£)" / "Max rent (£)". */
  noun: string;
  range: RangeDraftState;
}

/** Two whole-pound boxes for a range; typed text is kept as typed until it is applied. */
export function MoneyRangeFields({ noun, range }: MoneyRangeFieldsProps) {
  const { value, errors, setValue: onChange } = range;
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        label={`Min ${noun} (£)`}
        inputMode="numeric"
        value={value.min}
        error={errors.min}
        onChange={(event) => onChange({ ...value, min: event.target.value })}
      />
      <TextField
        label={`Max ${noun} (£)`}
        inputMode="numeric"
        value={value.max}
        error={errors.max}
        onChange={(event) => onChange({ ...value, max: event.target.value })}
      />
    </div>
  );
}
