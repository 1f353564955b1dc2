import type { InputHTMLAttributes } from 'react';
import { MONEY_MIN } from '@/config/constants';
import { FormField } from './FormField';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string | null;
}

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-orange-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-orange-600 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400';

/** The props of an amount in pounds: a decimal number, never below the app's minimum. */
export const moneyInput = { type: 'number', inputMode: 'decimal', min: MONEY_MIN, step: 'any' } as const;

/** A labelled input with an optional hint and an error tied to it by aria-describedby. */
export function TextField({ label, hint, error, id, className = '', ...props }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={props.required} id={id} className={className}>
      {(control) => <input {...control} className={inputClass} {...props} />}
    </FormField>
  );
}
