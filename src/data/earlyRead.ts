/**
 * Reads a data page starts from its HTML, before any of the app's JavaScript has downloaded: the
 * post (or a location's rooms) and its main photo then arrive beside the app's code instead of
 * after it. The build (src/app/prerender.tsx) puts `earlyReadScript(plan)` at the top of the page's
 * head; the REST reader (./rest) takes the answer instead of sending the same request again.
 *
 * Early reads carry no ID token: they are guest reads of public data. A signed-in user's read of a
 * post only they may see (their own hidden post) fails as a guest and is then sent again with the
 * token, so nothing changes for them but the wasted guest request.
 */

import { addCardFields, CARD_WORDS } from './earlyCardFields';
import { showPostPreview, type PostPreviewName } from './earlyPreview';

/** Where a value sits in a REST answer: keys and list indexes, from the answer's root. */
export type AnswerPath = readonly (string | number)[];

export interface EarlyRequest {
  url: string;
  body: string;
  /** Where the main photo's URL sits in the answer, to preload it as soon as the answer arrives. */
  photo?: AnswerPath;
  /** A template to fill from the answer's documents (./earlyPreview). */
  preview?: PostPreviewName;
}

/** A document read whose id comes from the URL (the app shell serves every room and roommate page). */
export interface EarlyDocumentRoute {
  /** A regular expression over `location.pathname` whose first group is the document id. */
  pattern: string;
  /** The document's name without its id (`projects/…/documents/…/room_listings/`). */
  documentPrefix: string;
  photo?: AnswerPath;
  /** The page-top template the answer fills before the app renders (./earlyPreview). */
  preview?: PostPreviewName;
}

export interface EarlyReadPlan {
  /** Requests fixed at build time (a location page's rooms). */
  fixed: EarlyRequest[];
  /** batchGet URL for `documents`. */
  batchGetUrl: string;
  documents: EarlyDocumentRoute[];
}

export interface EarlyAnswer {
  status: number;
  body: unknown;
}

type EarlyReads = Record<string, Promise<EarlyAnswer | null>>;

declare global {
  interface Window {
    __earlyReads?: EarlyReads;
    /** Settles once an early page-top preview has painted (or will not): the app's scripts wait for it. */
    __earlyPaint?: Promise<unknown>;
  }
}

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
  const derive = `function(f){(${addCardFields.toString()})(f,${json(CARD_WORDS)},new Date())}`;
  return `(${runEarlyReads.toString()})(${json(plan)},${showPostPreview.toString()},${derive})`;
}

/** The answer to a request the HTML already started, taken once; undefined when there is none. */
export function takeEarlyAnswer(url: string, body: string): Promise<EarlyAnswer | null> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const key = url + '\n' + body;
  const answer = reads?.[key];
  if (reads && answer) delete reads[key];
  return answer;
}
