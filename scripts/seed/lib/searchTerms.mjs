/**
 * User Management search terms, as src/lib/userSearchTerms.ts derives them (Node 20 cannot
 * import the TypeScript). src/lib/userSearchTerms.test.ts checks the two agree.
 */
const TERM_MAX = 10;
const NAME_WORDS_MAX = 4;
const WHITESPACE = /[\t\n\f\r ]+/;

/** The stored map form, `{ term: true }`. @param {string} name @param {string} email @returns {Record<string, true>} */
export function searchTermsOf(name, email) {
  const fold = (/** @type {string} */ text) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const words = fold(name).split(WHITESPACE).filter(Boolean).slice(0, NAME_WORDS_MAX);
  const sources = [...words, fold(email)].map((source) => source.replace(/[\u{10000}-\u{10FFFF}]/gu, '')).filter(Boolean);
  const terms = sources.flatMap((source) => Array.from({ length: Math.min(source.length, TERM_MAX) }, (_, i) => source.slice(0, i + 1)));
  return Object.fromEntries(terms.map((term) => [term, true]));
}

/** `createdDay`: the UTC day number of `createdAt`. @param {Date} date */
export function dayNumberOf(date) {
  return Math.floor(date.getTime() / 86_400_000);
}

/**
 * The private profile's User Management search fields, as src/lib/userSearchTerms.ts
 * searchFieldsOf. @param {string} name @param {string} email @param {Date} createdAt
 */
export function searchFieldsOf(name, email, createdAt) {
  return { searchTerms: searchTermsOf(name, email), createdDay: dayNumberOf(createdAt) };
}
