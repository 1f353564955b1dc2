import { useId, type ReactNode } from 'react';

/** Accessibility wiring a form control needs from its field frame. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  id?: string;
  className?: string;
  /** Renders the control with the id and aria attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error around any control (select, textarea...), styled like TextField. */
export function FormField({ label, hint, error, required, id, className = '', children }: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
        {required ? <span aria-hidden="true" className="text-red-700 dark:text-red-400"> *</span> : null}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** The hint and error lines under a field, with the ids aria-describedby points at. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: string; hintId: string; error?: string | null; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}
