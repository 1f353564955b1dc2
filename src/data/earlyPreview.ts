/**
 * The first paint of a room or roommate page from its early read (./earlyRead): the app shell
 * holds each page's top as a `<template data-post-preview>` with `{{field}}` slots
 * (src/app/prerender/PostPreviews.tsx); this fills one from the post's REST document and shows it
 * in place of the loading state. React's first render replaces it with the same markup.
 */

export type PostPreviewName = 'room' | 'roommate';

/**
 * Runs inline (serialised with toString beside runEarlyReads: self-contained, never throws). It
 * shows nothing unless every slot has a value, the post is active, and the app has not rendered
 * yet (the template is still in the page). The template carries every badge, each marked with the
 * post fields that keep it (`data-preview-if="a|b"`: kept when at least one is true); the others are removed.
 * It settles once the preview has painted with its photo, or at once when it shows nothing: the
 * app's scripts wait for that (scripts-after-paint), so the page's largest paint has the slow
 * connection to itself.
 */
export function showPostPreview(name: PostPreviewName, document_: unknown): Promise<void> {
  return new Promise<void>((settle) => {
    try {
      const fields: Record<string, string> = {};
      const raw = document_ && typeof document_ === 'object' ? (document_ as { fields?: Record<string, Record<string, unknown>> }).fields : undefined;
      // Scalars by name, a list's first item as `name.0`, a map's entries as `name.key`.
      const read = (values: Record<string, Record<string, unknown>>, prefix: string): void => {
        for (const key of Object.keys(values)) {
          const value = values[key] || {};
          const scalar = value.stringValue ?? value.integerValue ?? value.doubleValue ?? value.booleanValue;
          if (scalar !== undefined) fields[prefix + key] = String(scalar);
          const items = (value.arrayValue as { values?: { stringValue?: string }[] } | undefined)?.values;
          if (items && items[0] && typeof items[0].stringValue === 'string') fields[prefix + key + '.0'] = items[0].stringValue;
          const entries = (value.mapValue as { fields?: Record<string, Record<string, unknown>> } | undefined)?.fields;
          if (entries && !prefix) read(entries, key + '.');
        }
      };
      read(raw || {}, '');
      const id = typeof (document_ as { name?: unknown }).name === 'string' ? String((document_ as { name: string }).name).split('/').pop() : '';
      if (id) fields.id = id;
      if (fields.status !== 'active') return settle();

      const show = (): void => {
        const template = document.querySelector('template[data-post-preview="' + name + '"]') as HTMLTemplateElement | null;
        const main = document.getElementById('main');
        if (!template || !main || document.documentElement.dataset.ready) return settle();
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
        preview.querySelectorAll('[data-preview-if]').forEach((element) => {
          const keep = (element.getAttribute('data-preview-if') || '').split('|').some((key) => fields[key] === 'true');
          if (keep) element.removeAttribute('data-preview-if');
          else element.remove();
        });
        if (!complete) return settle();
        main.replaceChildren(preview);
        // Settled in the frame after the photo has loaded (or failed): it has painted by then.
        const photo = main.querySelector('img');
        const painted = (): void => void requestAnimationFrame(() => setTimeout(settle, 0));
        if (photo && !photo.complete) {
          photo.addEventListener('load', painted, { once: true });
          photo.addEventListener('error', painted, { once: true });
        } else painted();
      };
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show, { once: true });
      else show();
    } catch {
      // A preview is only a head start: the app renders the page as usual.
      settle();
    }
  });
}
