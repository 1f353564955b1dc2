import { env } from '@/config/env';

export const META_DESCRIPTION_MAX = 160;

/** Cuts a meta description at 160 characters on a word boundary, with an ellipsis when cut. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, META_DESCRIPTION_MAX - 1);
  const atSpace = cut.lastIndexOf(' ');
  return `${(atSpace > 100 ? cut.slice(0, atSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export function canonicalUrl(path: string): string {
  return `${env.siteUrl}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
}

/** Serialises JSON-LD for a <script> tag; `<` is escaped so text can never close the tag. */
export function jsonLdString(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
