/**
 * Location keys of listings and roommate requests, as src/lib/filters/locationKeys.ts builds
 * them (Node 20 cannot import the TypeScript). tests/data/seed.test.ts checks the two agree.
 */
const STOP_WORDS = new Set(['i', 'a', 'an', 'am', 'in', 'is', 'it', 'for', 'of', 'the', 'to', 'have', 'id']);

/** @param {string} text */
function slug(text) {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/\d+/g, '')
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .join('-');
}

const TRAILING_COUNTRY = /,?\s*uk$/i;

/** @param {string[]} parts @returns {string[]} */
function keysOf(parts) {
  const keys = parts
    .flatMap((part) => part.split(','))
    .map(slug)
    .filter((key) => key !== '');
  return [...new Set(keys)].slice(0, 10);
}

/** @param {{ address: string, postcode: string }} listing @returns {string[]} */
export function locationKeysOf({ address, postcode }) {
  return keysOf([address, postcode.replace(TRAILING_COUNTRY, '')]);
}

/** @param {string} preferredLocations @returns {string[]} */
export function requestLocationKeysOf(preferredLocations) {
  return keysOf([preferredLocations.replace(TRAILING_COUNTRY, '')]);
}
