/** A group of toggle chips: one value (pressing the chosen one again clears it) or several. */
export interface ToggleChipsProps<T extends string> {
  legend: string;
  /** One line saying why the question is asked. */
  why?: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T) => void;
}

export function ToggleChips<T extends string>({ legend, why, options, selected, onToggle }: ToggleChipsProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      {why ? <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">{why}</p> : <div className="mb-2" />}
      <div className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => {
          const pressed = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(value)}
              className={`min-h-11 rounded-full border px-3 text-sm ${
                pressed
                  ? 'border-orange-700 bg-orange-50 font-semibold text-orange-900 dark:border-orange-400 dark:bg-orange-950 dark:text-orange-100'
                  : 'border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200'
              }`}
            >
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
