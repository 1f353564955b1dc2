import { FieldMessages } from './FormField';

export interface RadioChoicesProps<T extends string> {
  /** The group's id: each option's input is `${id}-${value}`, its hint `${id}-hint`. */
  id: string;
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (next: T) => void;
  hint?: string;
  className?: string;
}

/**
 * One choice among a few, as radio buttons whose labels wrap on a narrow screen (a select cuts a
 * long option's label to the control's width).
 */
export function RadioChoices<T extends string>({ id, legend, options, value, onChange, hint, className = '' }: RadioChoicesProps<T>) {
  const hintId = `${id}-hint`;
  return (
    <fieldset aria-describedby={hint ? hintId : undefined} className={className}>
      <legend className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-orange-600 ${
              option.value === value
                ? 'border-orange-700 bg-orange-50 text-orange-950 dark:border-orange-400 dark:bg-orange-950 dark:text-orange-50'
                : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'
            }`}
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-orange-700 focus:outline-none"
            />
            <span className="min-w-0">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={hintId} errorId={`${id}-error`} />
    </fieldset>
  );
}
