/**
 * URL slugs: lowercase, digits removed, possessive 's removed, punctuation removed,
 * stop words dropped, spaces become hyphens.
 */
const STOP_WORDS: readonly string[] = ['i', 'a', 'an', 'am', 'in', 'is', 'it', 'for', 'of', 'the', 'to', 'have', 'id'];

export function buildSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/\d+/g, '')
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word !== '' && !STOP_WORDS.includes(word))
    .join('-');
}
