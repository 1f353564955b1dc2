/**
 * The first paint of a room or roommate page from its early read (./earlyRead): the app shell
 * holds each page's top as a `<template data-post-preview>` with `{{field}}` slots
 * (src/app/prerender/PostPreviews.tsx); this fills one from the post's REST document and shows it
 * in place of the loading state. React's first render replaces it with the same markup.
 */

export type PostPreviewName = 'room' | 'roommate';
/** A template's name: the page's, with `-premium` for a premium owner's post. */
export type PostPreviewTemplate = PostPreviewName | `${PostPreviewName}-premium`;

/**
 * Runs inline (serialised with toString beside runEarlyReads: self-contained, never throws). It
 * shows nothing unless every slot has a value, the post is active (a premium owner's has its own
 * template, with the badge), and the app has not rendered yet (the template is still in the page).
 */
export function showPostPreview(name: PostPreviewName, document_: unknown): void {
  try {
    const fields: Record<string, string> = {};
    const raw = document_ && typeof document_ === 'object' ? (document_ as { fields?: Record<string, Record<string, unknown>> }).fields : undefined;
    for (const key of Object.keys(raw || {})) {
      const value = (raw || {})[key] || {};
      const scalar = value.stringValue ?? value.integerValue ?? value.doubleValue ?? value.booleanValue;
      if (scalar !== undefined) fields[key] = String(scalar);
      const items = (value.arrayValue as { values?: { stringValue?: string }[] } | undefined)?.values;
      if (items && items[0] && typeof items[0].stringValue === 'string') fields[key + '.0'] = items[0].stringValue;
    }
    const id = typeof (document_ as { name?: unknown }).name === 'string' ? String((document_ as { name: string }).name).split('/').pop() : '';
    if (id) fields.id = id;
    if (fields.status !== 'active') return;
    const variant = fields.ownerPremium === 'true' ? name + '-premium' : name;

    const show = (): void => {
      const template = document.querySelector('template[data-post-preview="' + variant + '"]') as HTMLTemplateElement | null;
      const main = document.getElementById('main');
      if (!template || !main || document.documentElement.dataset.ready) return;
      const preview = document.importNode(template.content, true);
      let complete = true;
      const fill = (text: string, url: boolean): string => {
        const filled = text.replace(/\{\{([\w.]+)\}\}/g, (_slot, key: string) => {
          const value = fields[key];
          if (!value) complete = false;
          return value || '';
        });
        // Only this project's photo URLs go into src/href (the rules check them; never javascript:).
        if (url && filled !== text && !/^https?:\/\//.test(filled)) complete = false;
        return filled;
      };
      const walker = document.createTreeWalker(preview, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) node.nodeValue = fill(node.nodeValue || '', false);
        else for (const attribute of Array.from((node as Element).attributes)) attribute.value = fill(attribute.value, attribute.name === 'src' || attribute.name === 'href');
      }
      if (complete) main.replaceChildren(preview);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show, { once: true });
    else show();
  } catch {
    // A preview is only a head start: the app renders the page as usual.
  }
}
