/** The edits a household form's chips make: an answer set or cleared, a value added to or taken from a list. */

/** `record` with `field` set to `value`, or without it when `value` is undefined (not stated). */
export function withField<T extends object, K extends keyof T>(record: T, field: K, value: T[K] | undefined): T {
  const next = { ...record };
  if (value === undefined) delete next[field];
  else next[field] = value;
  return next;
}

/** `list` with `value` added or taken away, in the order of `all`. */
export function toggled<T extends string>(all: readonly T[], list: readonly T[] | undefined, value: T): T[] {
  const chosen = list ?? [];
  return all.filter((item) => (item === value ? !chosen.includes(value) : chosen.includes(item)));
}

/** A list that is empty is not stated. */
export const listOrNothing = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);
