/**
 * React 19 renders <title>, <meta> and <link> of a fragment render at the start of the body.
 * This moves them into the document head for the prerendered HTML, marked `data-prerender`
 * so the client can drop them before React inserts its own (no duplicates after hydration).
 */
export interface HeadElement {
  type: 'meta' | 'link';
  props: Record<string, string>;
}

const TAG = /<(title)>([\s\S]*?)<\/title>|<(meta|link)\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)="([^"]*)"/g;

function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export function liftHeadTags(html: string): { html: string; head: { title: string; elements: HeadElement[] } } {
  let title = '';
  const elements: HeadElement[] = [];
  // Only tags before the first non-head element are React's hoisted ones.
  const firstContent = html.search(/<(?!title|meta|link|\/title)[a-z]/i);
  const prefix = firstContent < 0 ? html : html.slice(0, firstContent);
  const rest = firstContent < 0 ? '' : html.slice(firstContent);
  const leftover = prefix.replace(TAG, (_match, titleTag: string | undefined, titleText: string | undefined, tag: string | undefined, attributes: string | undefined) => {
    if (titleTag) {
      title = decode(titleText ?? '');
      return '';
    }
    const props: Record<string, string> = { 'data-prerender': '' };
    for (const [, name, value] of (attributes ?? '').matchAll(ATTRIBUTE)) if (name) props[name] = decode(value ?? '');
    elements.push({ type: tag as HeadElement['type'], props });
    return '';
  });
  return { html: leftover + rest, head: { title, elements } };
}
