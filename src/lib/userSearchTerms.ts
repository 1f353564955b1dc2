/**
 * Search terms stored on each private profile so User Management can find "part of a name or
 * email" with one array-contains query instead of reading every profile. The terms are every
 * substring of 1..SEARCH_TERM_MAX_LENGTH characters of each lower-cased name word and of the
 * lower-cased email (each cut to SEARCH_SOURCE_MAX_LENGTH characters). firestore.rules checks
 * the shape, the bound and that the email's and the first name word's leading term are present.
 */
import { SEARCH_SOURCE_MAX_LENGTH, SEARCH_TERM_MAX_LENGTH } from '../config/constants';

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

/** The `searchTerms` of a profile with this name and email (distinct, in a stable order). */
export function searchTermsOf(name: string, email: string): string[] {
  const sources = [...nameWords(name), email.toLowerCase()].filter(Boolean);
  return [...new Set(sources.flatMap(substrings))];
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

/** Same terms, in any order. */
export function sameSearchTerms(stored: readonly string[] | undefined, expected: readonly string[]): boolean {
  if (!stored || stored.length !== expected.length) return false;
  const set = new Set(stored);
  return expected.every((term) => set.has(term));
}
