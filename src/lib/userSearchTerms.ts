/**
 * Search terms stored on each private profile so User Management can find a user by the start of
 * any name word or of the email with one equality query instead of
 * reading every profile. The terms are the first 1..SEARCH_TERM_MAX_LENGTH characters of each of
 * these sources, lower-cased, stored as the keys of a map (`{ term: true }`) and queried as
 * `searchTerms.<term> == true` (docs/data-model.md, "User search", says why a map).
 *
 * Prefixes, not every substring, because firestore.rules must be able to derive the exact set
 * without loops: it builds the same SEARCH_SOURCES_MAX × SEARCH_TERM_MAX_LENGTH prefixes and
 * requires the stored keys to equal them, so nobody can add "admin" or another user's terms.
 */
import { SEARCH_NAME_WORDS_MAX, SEARCH_TERM_MAX_LENGTH } from '../config/constants';
import { DAY_MS } from './dates';

/** The stored form: each term is a key whose value is `true`. */
export type SearchTerms = Record<string, true>;

/** The whitespace the rules engine's RE2 `\s` means, so both split names alike. */
const WHITESPACE = /[\t\n\f\r ]+/;

/**
 * Lower-cases A-Z only, as the rules engine's `lower()` does (the emulator leaves "Ñ" as it is:
 * tests/rules/profile-search-terms.test.ts pins it), so both sides derive the same terms.
 */
export function foldAsciiCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

function nameWords(name: string): string[] {
  return foldAsciiCase(name).split(WHITESPACE).filter(Boolean);
}

/** Characters beyond U+FFFF (emoji): left out, as the rules leave them out, so no term splits one. */
const ASTRAL = /[\u{10000}-\u{10FFFF}]/gu;

/** The strings terms are taken from: the first SEARCH_NAME_WORDS_MAX name words, then the email (if any). */
export function searchSourcesOf(name: string, email: string): string[] {
  const sources = [...nameWords(name).slice(0, SEARCH_NAME_WORDS_MAX), foldAsciiCase(email)];
  return sources.map((source) => source.replace(ASTRAL, '')).filter(Boolean);
}

/** The leading 1..SEARCH_TERM_MAX_LENGTH characters (UTF-16 units, as the rules slice strings). */
function prefixes(source: string): string[] {
  return Array.from({ length: Math.min(source.length, SEARCH_TERM_MAX_LENGTH) }, (_, i) => source.slice(0, i + 1));
}

/** The `searchTerms` of a profile with this name and email. */
export function searchTermsOf(name: string, email: string): SearchTerms {
  return Object.fromEntries(searchSourcesOf(name, email).flatMap(prefixes).map((term) => [term, true] as const));
}

/**
 * The one stored term a search runs on: the longest word of the lower-cased search, cut to the
 * term length. Results are then checked against the whole search in the browser (spaces, or a
 * search longer than a term). Null for a blank search.
 */
export function searchKeyOf(search: string): string | null {
  const words = nameWords(search).map((word) => word.replace(ASTRAL, '')).filter(Boolean);
  if (words.length === 0) return null;
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best));
  return longest.slice(0, SEARCH_TERM_MAX_LENGTH);
}

/**
 * A whole email address typed as the search, or null. It is looked up by equality on `email`:
 * a 10-character term alone cannot tell apart users whose addresses start alike ("member.012…").
 * Both the address as typed and its lower-case form are asked for, as Auth may keep either.
 */
export function exactEmailsOf(search: string): string[] | null {
  const trimmed = search.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return null;
  return [...new Set([trimmed, trimmed.toLowerCase()])];
}

/** Same terms (a profile stored before the map form holds a list: never the same). */
export function sameSearchTerms(stored: unknown, expected: SearchTerms): boolean {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return false;
  const keys = Object.keys(stored);
  return keys.length === Object.keys(expected).length && keys.every((term) => expected[term] === true && (stored as Record<string, unknown>)[term] === true);
}

/**
 * `createdDay`: the UTC day number (days since 1970-01-01) of `createdAt`. A search narrowed to
 * Last Week asks for these days with `in` (a range would need a composite index per search term);
 * the rules accept ±1 day, as a client names the day before the server stamps `createdAt`.
 */
export function dayNumberOf(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** The `createdDay` values a profile created in the last `days` days can hold (±1, see dayNumberOf). */
export function recentDayNumbers(days: number, now: Date = new Date()): number[] {
  const last = dayNumberOf(now) + 1;
  const first = dayNumberOf(new Date(now.getTime() - days * DAY_MS)) - 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The private profile's User Management search fields for this name, email and creation time. */
export function searchFieldsOf(name: string, email: string, createdAt: Date): { searchTerms: SearchTerms; createdDay: number } {
  return { searchTerms: searchTermsOf(name, email), createdDay: dayNumberOf(createdAt) };
}
