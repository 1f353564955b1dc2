import { useId } from 'react';

export interface EmailToggleProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** One setting: a labelled checkbox with its explanation. */
export function EmailToggle({ label, hint, checked, disabled, onChange }: EmailToggleProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-3">
      {/* Drawn, not native: a disabled native checkbox fades to a faint grey in light mode. */}
      <span className="relative mt-1 flex h-5 w-5 shrink-0">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
          className="peer h-5 w-5 cursor-pointer appearance-none rounded border-2 border-slate-600 bg-white checked:border-orange-700 checked:bg-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-not-allowed disabled:border-slate-500 disabled:bg-slate-200 disabled:checked:border-slate-600 disabled:checked:bg-slate-600 dark:border-slate-300 dark:bg-slate-900 dark:checked:border-orange-500 dark:checked:bg-orange-500 dark:focus-visible:outline-orange-300 dark:disabled:border-slate-400 dark:disabled:bg-slate-700 dark:disabled:checked:bg-slate-400"
        />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute inset-0 hidden h-5 w-5 fill-none stroke-white stroke-[2.5] peer-checked:block dark:stroke-slate-950">
          <path d="M5 10.5l3.2 3L15 6.5" />
        </svg>
      </span>
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      </div>
    </div>
  );
}
