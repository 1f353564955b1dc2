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
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 h-5 w-5 shrink-0 accent-orange-700 disabled:opacity-50"
      />
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
