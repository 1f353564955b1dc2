import { FieldMessages } from './FormField';
import { useId } from 'react';

export interface ChoiceChipsProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  hint?: string;
  error?: string | null;
  className?: string;
}

/**
 * Multi-select as a group of checkbox "chips" (a fieldset, so the legend names the group).
 * The selection is reported in the options' order.
 */
export function ChoiceChips<T extends string>({ legend, options, value, onChange, hint, error, className = '' }: ChoiceChipsProps<T>) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const toggle = (option: T, checked: boolean) => {
    const chosen = new Set<T>(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.filter((item) => chosen.has(item)));
  };
  return (
    <fieldset aria-describedby={describedBy} className={className}>
      <legend className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-orange-600 ${
                checked
                  ? 'border-orange-700 bg-orange-50 text-orange-900 dark:border-orange-400 dark:bg-orange-950 dark:text-orange-100'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'
              }`}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
                className="h-4 w-4 accent-orange-700 focus:outline-none"
              />
              {option}
            </label>
          );
        })}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
