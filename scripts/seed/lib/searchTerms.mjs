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

/** @param {string} name @param {string} email @returns {string[]} */
export function searchTermsOf(name, email) {
  const sources = [...name.toLowerCase().split(WHITESPACE), email.toLowerCase()].filter(Boolean);
  return [...new Set(sources.flatMap(substrings))];
}
