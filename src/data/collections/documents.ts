/**
 * A stored document as both executors hand it over (the REST reader and the SDK's listeners), and
 * the readers each collection's converter builds on. Timestamps are recognised by their `toDate()`
 * method, so documents from either executor convert alike; a missing or malformed field reads as
 * a safe default, so one bad document never breaks a whole page.
 */
import type { DocumentData } from 'firebase/firestore';

/** A document as the executors hand it to converters: id plus raw data. */
export interface RawDoc {
  id: string;
  path: string;
  data: DocumentData;
  /** Live snapshots only: this device's write of the document has not reached the server yet. */
  pending?: boolean;
}

export type DocMapper<T> = (doc: RawDoc) => T;

/** A mapper that reads only some fields: a query mapped by it asks Firestore for only those. */
export type MaskedMapper<T> = DocMapper<T> & { readonly fields: readonly string[] };

/** Declares the fields `map` reads, so its queries carry them as their field mask (`select`). */
export function readsOnly<T>(fields: readonly string[], map: DocMapper<T>): MaskedMapper<T> {
  return Object.assign((doc: RawDoc) => map(doc), { fields });
}

/**
 * Where a project's documents live: under `artifacts/{appId}`, the one prefix the rules know, so
 * a project can host the app without its data mixing with anything else. Each collection's
 * module builds its paths from it; ./index.ts puts them together.
 */
export interface AppRoot {
  root: string;
  /** The collections everyone may query (the rules decide what each may read). */
  publicData: string;
}

export function appRoot(appId: string): AppRoot {
  const root = `artifacts/${appId}`;
  return { root, publicData: `${root}/public/data` };
}

type Data = RawDoc['data'];

export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

export const str = (data: Data, key: string, fallback = ''): string =>
  typeof data[key] === 'string' ? (data[key] as string) : fallback;
export const num = (data: Data, key: string, fallback = 0): number =>
  typeof data[key] === 'number' && Number.isFinite(data[key]) ? (data[key] as number) : fallback;
export const bool = (data: Data, key: string): boolean => data[key] === true;

export function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function listOf<T extends string>(allowed: readonly T[], value: unknown): T[] {
  return Array.isArray(value) ? value.filter((item): item is T => allowed.includes(item as T)) : [];
}

export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function numberMap(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

export function dateMap(value: unknown): Record<string, Date> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).flatMap(([key, entry]) => {
    const date = toDate(entry);
    return date ? [[key, date] as const] : [];
  }));
}

export function stringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
