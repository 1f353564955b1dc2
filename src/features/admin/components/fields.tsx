import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '@/components/form/TextField';

const labelClass = 'mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200';
const errorClass = 'mt-1 text-sm text-red-700 dark:text-red-400';

function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span aria-hidden="true" className="text-red-700 dark:text-red-400"> *</span> : null;
}

interface FieldChrome {
  label: string;
  error?: string | null;
}

/** Shared label/error wiring (the admin forms' select and textarea; inputs use TextField). */
function useFieldIds(id: string | undefined, error: string | null | undefined) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return { fieldId, errorId, describedBy: error ? errorId : undefined };
}

export function SelectField({ label, error, id, options, className = '', ...props }: FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
        <RequiredMark required={props.required} />
      </label>
      <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <p id={errorId} className={errorClass}>{error}</p> : null}
    </div>
  );
}

export function TextAreaField({ label, error, id, className = '', ...props }: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
        <RequiredMark required={props.required} />
      </label>
      <textarea id={fieldId} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...props} />
      {error ? <p id={errorId} className={errorClass}>{error}</p> : null}
    </div>
  );
}

export interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}

export function CheckboxGroup<T extends string>({ legend, options, value, onChange }: CheckboxGroupProps<T>) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={value.includes(option)}
              onChange={(event) => onChange(event.target.checked ? [...value, option] : value.filter((item) => item !== option))}
              className="h-5 w-5 accent-orange-700"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `value` of a number input as a number (empty → 0 is left to `required` / `min`). */
export function numberInputProps(value: number, onChange: (value: number) => void): InputHTMLAttributes<HTMLInputElement> {
  return {
    type: 'number',
    inputMode: 'numeric',
    value: Number.isFinite(value) ? String(value) : '',
    onChange: (event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value)),
  };
}
