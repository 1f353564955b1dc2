/**
 * User Management search terms, as src/lib/userSearchTerms.ts derives them (Node 20 cannot
 * import the TypeScript). src/lib/userSearchTerms.test.ts checks the two agree.
 */
const TERM_MAX = 10;
const SOURCE_MAX = 64;
const WHITESPACE = /[\t\n\f\r ]+/;

/** @param {string} source */
function substrings(source) {
  const chars = Array.from(source).slice(0, SOURCE_MAX);
  const terms = [];
  for (let start = 0; start < chars.length; start += 1) {
    for (let length = 1; length <= TERM_MAX && start + length <= chars.length; length += 1) terms.push(chars.slice(start, start + length).join(''));
  }
  return terms;
}

/** The stored map form, `{ term: true }`. @param {string} name @param {string} email @returns {Record<string, true>} */
export function searchTermsOf(name, email) {
  const sources = [...name.toLowerCase().split(WHITESPACE), email.toLowerCase()].filter(Boolean);
  return Object.fromEntries(sources.flatMap(substrings).map((term) => [term, true]));
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
