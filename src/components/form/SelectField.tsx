import type { SelectHTMLAttributes } from 'react';
import { FormField } from './FormField';
import { inputClass } from './TextField';

export interface SelectFieldProps<T extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  label: string;
  options: readonly T[];
  /** '' while nothing is chosen (the placeholder option). */
  value: T | '';
  onChange: (value: T | '') => void;
  hint?: string;
  error?: string | null;
  placeholder?: string;
}

/** A labelled <select> over a fixed list of choices, with a "Select..." placeholder. */
export function SelectField<T extends string>({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  placeholder = 'Select...',
  id,
  className,
  required,
  ...props
}: SelectFieldProps<T>) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <select
          {...props}
          {...control}
          required={required}
          value={value}
          onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? '')}
          className={inputClass}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
