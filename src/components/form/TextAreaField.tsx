import type { TextareaHTMLAttributes } from 'react';
import { FormField } from './FormField';
import { inputClass } from './TextField';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled multi-line text box with an optional hint and error (like TextField). */
export function TextAreaField({ label, hint, error, id, className, required, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => <textarea {...props} {...control} required={required} rows={rows} className={`${inputClass} resize-y`} />}
    </FormField>
  );
}
