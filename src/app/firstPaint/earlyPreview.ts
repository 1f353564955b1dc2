/**
 * The first paint of a data page from its early read (./earlyRead), before the app's code: the
 * page holds a `<template data-post-preview>` rendered at build time by the same components React
 * renders (./PostPreviews.tsx), in which every element that shows a post field names it
 * (`data-fill="title"`: its text; `data-fill-src`, `data-fill-href`: that attribute) and every
 * optional part names the field that keeps it (`data-show-if="ownerPremium"`: kept when the field
 * is "true"; `data-show-unless`: kept when it is not). This fills each element from the REST
 * documents, as text, and shows the result. React later renders the same markup in its place.
 *
 * - A room or roommate page (the app shell): the page top of one active post, in place of the
 *   loading state in `#main`.
 * - A location page (`data-preview-list`): the template holds the card list once per variant of
 *   the card (`data-variant`, ./earlyCardFields's `cardVariant`); each room gets its variant's
 *   card, premium owners first (as the app's `premiumFirst`), into the element named by
 *   `data-preview-into`. The variants are later cards; the first card's photo gets the first
 *   card's priority (RoomCard's `priority`).
 */

import { premiumFirst } from '@/lib/posts';

export type PostPreviewName = 'room' | 'roommate' | 'room-cards';

type Fields = Record<string, string>;

/**
 * Runs in the early read's inline script (./earlyReadRunner) and never throws. It shows nothing
 * unless every element it fills has a value, and the app has not rendered yet (the template is
 * still in the page). `derive` adds the fields computed from the post (./earlyCardFields).
 * It settles once the preview has painted with its photo, or at once when it shows nothing: the
 * app's scripts wait for that (scripts-after-paint), so the page's largest paint has the slow
 * connection to itself.
 */
export function showPostPreview(name: PostPreviewName, documents: readonly unknown[], derive: (fields: Fields) => void): Promise<void> {
  return new Promise<void>((settle) => {
    try {
      // Scalars by name, a list's first item as `name.0`, a map's entries as `name.key`.
      const read = (values: Record<string, Record<string, unknown>>, prefix: string, fields: Fields): Fields => {
        for (const key of Object.keys(values)) {
          const value = values[key] || {};
          const scalar = value.stringValue ?? value.integerValue ?? value.doubleValue ?? value.booleanValue;
          if (scalar !== undefined) fields[prefix + key] = String(scalar);
          const items = (value.arrayValue as { values?: { stringValue?: string }[] } | undefined)?.values;
          if (items && items[0] && typeof items[0].stringValue === 'string') fields[prefix + key + '.0'] = items[0].stringValue;
          const entries = (value.mapValue as { fields?: Record<string, Record<string, unknown>> } | undefined)?.fields;
          if (entries && !prefix) read(entries, key + '.', fields);
        }
        return fields;
      };
      const posts = documents.map((document_) => {
        const raw = document_ && typeof document_ === 'object' ? (document_ as { fields?: Record<string, Record<string, unknown>>; name?: unknown }) : {};
        const fields = read(raw.fields || {}, '', {});
        if (typeof raw.name === 'string') fields.id = raw.name.split('/').pop() || '';
        derive(fields);
        return fields;
      });
      if (!posts.length) return settle();

      const show = (): void => {
        const template = document.querySelector('template[data-post-preview="' + name + '"]') as HTMLTemplateElement | null;
        const target = template && document.getElementById(template.getAttribute('data-preview-into') || 'main');
        if (!template || !target || document.documentElement.dataset.ready) return settle();
        const list = template.hasAttribute('data-preview-list');
        const post = posts[0];
        // A page top is shown for an active post only (others wait for the app and its notices).
        if (!post || (!list && (posts.length !== 1 || post.status !== 'active'))) return settle();
        let complete = true;
        const fill = (content: ParentNode, fields: Fields): void => {
          // Parts first: a value in a part left out (a photo the post does not have) is not missing.
          const holds = (field: string | null, wanted: boolean): boolean => field === null || (fields[field] === 'true') === wanted;
          content.querySelectorAll('[data-show-if],[data-show-unless]').forEach((element) => {
            if (!holds(element.getAttribute('data-show-if'), true) || !holds(element.getAttribute('data-show-unless'), false)) element.remove();
          });
          content.querySelectorAll('*').forEach((element) => {
            for (const { name: mark, value: field } of Array.from(element.attributes)) {
              if (mark.indexOf('data-fill') !== 0) continue;
              const value = fields[field] || '';
              const attribute = mark.slice(10);
              // Only this project's photo URLs (the rules check them) and this site's paths go into src/href: never javascript:.
              if (!value || (attribute && !/^(https?:\/\/|\/(?!\/))/.test(value))) complete = false;
              if (attribute) element.setAttribute(attribute, value);
              else element.textContent = value;
            }
          });
        };
        let preview: Node;
        if (list) {
          // Premium owners first, as the app orders its cards. The first card's photo (if it has one) loads first.
          const ordered = premiumFirst(posts.map((fields) => ({ fields, ownerPremium: fields.ownerPremium === 'true' }))).map(({ fields }) => fields);
          const container = template.content.firstElementChild;
          if (!container) return settle();
          const items = container.cloneNode(false) as Element;
          items.removeAttribute('data-variant');
          ordered.forEach((fields) => {
            const card = template.content.querySelector('[data-variant="' + fields.variant + '"] > *');
            if (!card) return (complete = false);
            const item = document.importNode(card, true);
            fill(item, fields);
            items.appendChild(item);
          });
          const first = items.firstElementChild?.querySelector('img');
          if (first) {
            first.setAttribute('loading', 'eager');
            first.setAttribute('fetchPriority', 'high');
          }
          preview = items;
        } else {
          const top = document.importNode(template.content, true);
          fill(top, post);
          preview = top;
        }
        if (!complete) return settle();
        target.replaceChildren(preview);
        // Settled in the frame after the photo is decoded (or failed): it has painted by then. A
        // loaded photo is not yet a painted one: a large one is decoded off the main thread first.
        const photo = target.querySelector('img');
        const painted = (): void => void requestAnimationFrame(() => setTimeout(settle, 0));
        if (photo && typeof photo.decode === 'function') photo.decode().then(painted, painted);
        else if (photo && !photo.complete) {
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
