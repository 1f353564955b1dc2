/**
 * Build-time only: the inline script of a page's early read (./earlyRead). Kept apart from the
 * answer's taker in ./earlyRead, which the app's REST reader loads: none of this ships as a module.
 */
import { slugWithout } from '@/lib/slug';
import { addCardFields, CARD_WORDS } from './earlyCardFields';
import type { AnswerPath, EarlyAnswer, EarlyReadPlan, EarlyReads, EarlyRequest } from './earlyRead';
import { showPostPreview } from './earlyPreview';

/**
 * Runs inline in the page's HTML: self-contained (serialised with toString, so it may not use
 * anything from this module's scope), old-browser-safe syntax, and it never throws.
 */
export function runEarlyReads(plan: EarlyReadPlan, preview: typeof showPostPreview, derive: (fields: Record<string, string>) => void): void {
  try {
    const reads: EarlyReads = (window.__earlyReads = window.__earlyReads || {});
    const at = (value: unknown, path: AnswerPath | undefined): unknown => {
      let current = value;
      for (const key of path || []) current = current && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined;
      return current;
    };
    // The documents of a batchGet (`found`) or a runQuery (`document`) answer.
    const documents = (answer: EarlyAnswer): unknown[] =>
      (Array.isArray(answer.body) ? answer.body : []).map((entry: unknown) => at(entry, ['found']) || at(entry, ['document'])).filter(Boolean);
    const previews: Promise<unknown>[] = [];
    const start = (request: EarlyRequest): void => {
      const read = (reads[request.url + '\n' + request.body] = fetch(request.url, { method: 'POST', body: request.body })
        .then((response) => response.json().then((body: unknown) => ({ status: response.status, body })))
        .then((answer) => {
          const photo = answer.status === 200 ? at(answer.body, request.photo) : undefined;
          if (typeof photo === 'string' && /^https?:\/\//.test(photo)) {
            const link = document.createElement('link');
            link.setAttribute('rel', 'preload');
            link.setAttribute('as', 'image');
            link.setAttribute('href', photo);
            link.setAttribute('fetchpriority', 'high');
            document.head.appendChild(link);
          }
          return answer;
        })
        .catch(() => null));
      const name = request.preview;
      if (name) previews.push(read.then((answer) => (answer && answer.status === 200 ? preview(name, documents(answer), derive) : undefined)));
    };
    plan.fixed.forEach(start);
    plan.documents.forEach((route) => {
      const id = new RegExp(route.pattern).exec(location.pathname)?.[1];
      if (id) start({ url: plan.batchGetUrl, body: JSON.stringify({ documents: [route.documentPrefix + id] }), photo: route.photo, preview: route.preview });
    });
    if (previews.length) window.__earlyPaint = Promise.all(previews);
  } catch {
    // An early read is only a head start: the app reads as usual.
  }
}

/** The inline script for a page: `runEarlyReads` with its plan (`<` escaped so it cannot close the tag). */
export function earlyReadScript(plan: EarlyReadPlan): string {
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const derive = `function(f){(${addCardFields.toString()})(f,${json(CARD_WORDS)},new Date(),${slugWithout.toString()})}`;
  return `(${runEarlyReads.toString()})(${json(plan)},${showPostPreview.toString()},${derive})`;
}

