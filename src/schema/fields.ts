/**
 * The valibot schemas of stored fields, one per helper of firestore.rules with the same arguments,
 * so src/testing/rulesSchemaParity.ts can read a collection's schema and compare it with the rules:
 * a bound or an enum changed on one side only fails there, not as permission-denied in production.
 * Each issue says what the rules would refuse ("not an amount from 0 to 20000"). The builders are
 * marked free of side effects, as valibot's own are, so a bundle drops the schemas it does not use.
 */
import * as v from 'valibot';
import { isBlank } from '@/lib/blank';

/** isNonBlank's second half: not only blank characters (src/lib/blank.ts). */
export const notBlank = (text: string): boolean => !isBlank(text);

/** isEnumList's second half: no value twice. */
export const distinct = (list: readonly unknown[]): boolean => new Set(list).size === list.length;

/** '' or yyyy-mm-dd. */
export const OPTIONAL_DATE = /^(\d{4}-\d{2}-\d{2})?$/;

/** isNonBlank(d.f, max): 1..max characters, not only blank ones. */
// @__NO_SIDE_EFFECTS__
export function nonBlank(max: number) {
  const message = `not 1-${max} non-blank characters`;
  return v.pipe(v.string(message), v.minLength(1, message), v.maxLength(max, message), v.check(notBlank, message));
}

/** isText(d.f, min, max) (or d.get('f', '') when optional). */
// @__NO_SIDE_EFFECTS__
export function text(min: number, max: number) {
  const message = `not ${min}-${max} characters`;
  return v.pipe(v.string(message), v.minLength(min, message), v.maxLength(max, message));
}

/** isMoney(d.f, max): a number from 0 to max. */
// @__NO_SIDE_EFFECTS__
export function money(max: number) {
  const message = `not an amount from 0 to ${max}`;
  return v.pipe(v.number(message), v.minValue(0, message), v.maxValue(max, message));
}

/** d.f is int && d.f >= min && d.f <= max. */
// @__NO_SIDE_EFFECTS__
export function int(min: number, max: number) {
  const message = `not a whole number from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

/** d.f in [...] (or the same values as one pattern). */
// @__NO_SIDE_EFFECTS__
export function oneOf<const T extends readonly string[]>(values: T) {
  return v.picklist(values, `not one of ${values.join(', ')}`);
}

/** isEnumList(d.f, max, [...]): at most max distinct values of the list. */
// @__NO_SIDE_EFFECTS__
export function enumList<const T extends readonly string[]>(values: T, max: number = values.length) {
  const message = `not distinct values of ${values.join(', ')}`;
  return v.pipe(v.array(v.picklist(values, message), message), v.maxLength(max, message), v.check<T[number][], string>(distinct, message));
}

/** isOptionalDate(d.f): '' or yyyy-mm-dd. */
// @__NO_SIDE_EFFECTS__
export function optionalDate() {
  const message = 'not empty or yyyy-mm-dd';
  return v.pipe(v.string(message), v.regex(OPTIONAL_DATE, message));
}

/** Keys the rules check in ways of their own (timestamps, mirrors, URLs, maps with functions of their own). */
// @__NO_SIDE_EFFECTS__
export function unchecked<const K extends readonly string[]>(keys: K) {
  return Object.fromEntries(keys.map((key) => [key, v.unknown()])) as { [P in K[number]]: v.UnknownSchema };
}

/** The same, for keys a document may lack (hasShape's optional list). */
// @__NO_SIDE_EFFECTS__
export function uncheckedOptional<const K extends readonly string[]>(keys: K) {
  return Object.fromEntries(keys.map((key) => [key, v.exactOptional(v.unknown())])) as { [P in K[number]]: v.ExactOptionalSchema<v.UnknownSchema, undefined> };
}

/**
 * A document (or map) validated by `function <rulesFunction>(d)` in firestore.rules: exactly these
 * keys (hasShape), the required ones present.
 */
// @__NO_SIDE_EFFECTS__
export function collection<const E extends v.ObjectEntries>(rulesFunction: string, entries: E) {
  const keyProblem = (issue: v.StrictObjectIssue) =>
    issue.expected === 'never' ? `not a field of ${rulesFunction}` : issue.expected === 'Object' ? 'not a map' : 'missing';
  return v.pipe(v.strictObject(entries, keyProblem), v.metadata({ rulesFunction }));
}
