/**
 * URL slugs (spec §5): lowercase, digits removed, possessive 's removed, punctuation removed,
 * stop words dropped, spaces become hyphens.
 */
export const SLUG_STOP_WORDS = ['i', 'a', 'an', 'am', 'in', 'is', 'it', 'for', 'of', 'the', 'to', 'have', 'id'] as const;

export function buildSlug(text: string): string {
  return slugWithout(text, SLUG_STOP_WORDS);
}

/**
 * The slug of `text` leaving out `stopWords`. Self-contained (nothing from this module's scope):
 * a location page's inline card preview runs it from its source text (src/data/earlyReadScript.ts).
 */
export function slugWithout(text: string, stopWords: readonly string[]): string {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/\d+/g, '')
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word !== '' && stopWords.indexOf(word) < 0)
    .join('-');
}
