/**
 * Search terms stored on each private profile so User Management can find "part of a name or
 * email" with one equality query instead of reading every profile. The terms are every
 * substring of 1..SEARCH_TERM_MAX_LENGTH characters of each lower-cased name word and of the
 * lower-cased email (each cut to SEARCH_SOURCE_MAX_LENGTH characters), stored as the keys of a
 * map (`{ term: true }`), queried as `searchTerms.<term> == true` (docs/data-model.md, "User
 * search", says why a map and not an array). firestore.rules checks the shape, the bound and that
 * the email's and the first name word's leading term are present.
 */
import { SEARCH_SOURCE_MAX_LENGTH, SEARCH_TERM_MAX_LENGTH } from '../config/constants';
import { DAY_MS } from './dates';

/** The stored form: each term is a key whose value is `true`. */
export type SearchTerms = Record<string, true>;

/** The whitespace the rules engine's RE2 `\s` means, so both split names alike. */
const WHITESPACE = /[\t\n\f\r ]+/;

/** Code points, so a term never ends half-way through a surrogate pair. */
function substrings(source: string): string[] {
  const chars = Array.from(source).slice(0, SEARCH_SOURCE_MAX_LENGTH);
  const terms: string[] = [];
  for (let start = 0; start < chars.length; start += 1) {
    for (let length = 1; length <= SEARCH_TERM_MAX_LENGTH && start + length <= chars.length; length += 1) {
      terms.push(chars.slice(start, start + length).join(''));
    }
  }
  return terms;
}

function nameWords(name: string): string[] {
  return name.toLowerCase().split(WHITESPACE).filter(Boolean);
}

/** The `searchTerms` of a profile with this name and email. */
export function searchTermsOf(name: string, email: string): SearchTerms {
  const sources = [...nameWords(name), email.toLowerCase()].filter(Boolean);
  return Object.fromEntries(sources.flatMap(substrings).map((term) => [term, true] as const));
}

/**
 * The one stored term a search runs on: the longest word of the lower-cased search, cut to the
 * term length. Results are then checked against the whole search in the browser (spaces, or a
 * search longer than a term). Null for a blank search.
 */
export function searchKeyOf(search: string): string | null {
  const words = nameWords(search.trim());
  if (words.length === 0) return null;
  const longest = words.reduce((best, word) => (Array.from(word).length > Array.from(best).length ? word : best));
  return Array.from(longest).slice(0, SEARCH_TERM_MAX_LENGTH).join('');
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
