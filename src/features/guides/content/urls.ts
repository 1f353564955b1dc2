/**
 * URL builders used by the content modules. No imports, so the illustration script can load
 * the content modules outside Vite.
 */

/** A plain Google Maps search link (no API key, opens the map app on phones). */
export function mapsUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** File-name slug of a generated illustration: "St Paul's Cathedral" → "st-pauls-cathedral". */
export function illustrationSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type IllustrationKind = 'attractions' | 'tours';

/** Site-relative path of a committed illustration under public/images/guides/. */
export function illustrationUrl(kind: IllustrationKind, name: string): string {
  return `/images/guides/${kind}/${illustrationSlug(name)}.svg`;
}
