/**
 * Location keys of a listing, as src/data/repositories/roomListings.ts `locationKeysOf` builds
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

/** @param {{ address: string, postcode: string }} listing @returns {string[]} */
export function locationKeysOf({ address, postcode }) {
  const keys = [address, postcode.replace(/,?\s*uk$/i, '')]
    .flatMap((part) => part.split(','))
    .map(slug)
    .filter((key) => key !== '');
  return [...new Set(keys)].slice(0, 10);
}
