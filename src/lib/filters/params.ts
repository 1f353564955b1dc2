/** Reading and writing filter values in URL search params, tolerant of hand-edited URLs. */
import { parseIsoDate } from '@/lib/dates';

const MAX_MONEY = 1_000_000;
const MAX_TEXT = 60;

/** A whole number of pounds, or undefined when absent or not a sensible amount. */
export function readMoney(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key)?.trim();
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_MONEY ? value : undefined;
}

/** A real calendar date as yyyy-mm-dd, or undefined. */
export function readDate(params: URLSearchParams, key: string): string | undefined {
  const raw = params.get(key)?.trim();
  return raw && parseIsoDate(raw) ? raw : undefined;
}

export function readChoice<T extends string>(params: URLSearchParams, key: string, options: readonly T[]): T | undefined {
  const raw = params.get(key);
  return options.find((option) => option === raw);
}

/** A comma-separated multi-choice, returned in the options' order without duplicates. */
export function readChoices<T extends string>(params: URLSearchParams, key: string, options: readonly T[]): T[] {
  const chosen = new Set((params.get(key) ?? '').split(','));
  return options.filter((option) => chosen.has(option));
}

export function readText(params: URLSearchParams, key: string): string | undefined {
  const raw = params.get(key)?.trim().slice(0, MAX_TEXT);
  return raw ? raw : undefined;
}

export type ParamValue = string | number | readonly string[] | undefined;

/** Params in a fixed key order (so equal filters give equal strings); empty values are left out. */
export function toParams(entries: ReadonlyArray<readonly [string, ParamValue]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}
