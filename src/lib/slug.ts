/**
 * URL slugs (spec §5): lowercase, digits removed, possessive 's removed, punctuation removed,
 * stop words dropped, spaces become hyphens.
 */
export const SLUG_STOP_WORDS = ['i', 'a', 'an', 'am', 'in', 'is', 'it', 'for', 'of', 'the', 'to', 'have', 'id'] as const;
const STOP_WORDS = new Set<string>(SLUG_STOP_WORDS);

export function buildSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/\d+/g, '')
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .join('-');
}
