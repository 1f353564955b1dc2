import type * as v from 'valibot';

/** A form's error per field from a valibot result: each field's first issue, as its checks are ordered. */
export function fieldErrors<Field extends string>(issues: readonly v.BaseIssue<unknown>[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key as Field | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
