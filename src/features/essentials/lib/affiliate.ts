/**
 * Adds the site's affiliate tag to an Amazon product link that does not carry one already.
 * Other links, and links that cannot be parsed, are returned unchanged.
 */
export function withAffiliateTag(link: string, tag: string): string {
  if (tag === '') return link;
  try {
    const url = new URL(link);
    if (!/(^|\.)amazon\.[a-z.]+$/i.test(url.hostname) || url.searchParams.has('tag')) return link;
    url.searchParams.set('tag', tag);
    return url.toString();
  } catch {
    return link;
  }
}
