/**
 * What the early read's inline script does (its entry: ./earlyReadInline.ts, compiled into the
 * page's HTML by scripts/build/inline-scripts.ts): starts the page's reads, preloads the main
 * photo as soon as its URL is known, and fills the page's preview template from the answer. Kept
 * apart from the answer's taker in ./earlyRead, which the app's REST reader loads. It never throws:
 * an early read is only a head start, the app reads as usual.
 */
import { earlyReadKey } from '@/data/transport/earlyAnswers';
import { premiumFirst } from '@/lib/posts';
import { hasSessionHint } from '@/lib/sessionHint';
import { afterFirstPaint } from './afterPaintTiming';
import { addCardFields } from './earlyCardFields';
import type { AnswerPath, EarlyAnswer, EarlyReadPlan, EarlyReads, EarlyRequest } from './earlyRead';
import { showPostPreview } from './earlyPreview';

function at(value: unknown, path: AnswerPath | undefined): unknown {
  let current = value;
  for (const key of path ?? []) current = current && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined;
  return current;
}

/** The documents of a batchGet (`found`) or a runQuery (`document`) answer. */
function documentsOf(answer: EarlyAnswer): unknown[] {
  return (Array.isArray(answer.body) ? answer.body : []).map((entry: unknown) => at(entry, ['found']) ?? at(entry, ['document'])).filter(Boolean);
}

/** The document shown first: a card list puts premium owners' posts first (./earlyPreview), a page top shows its one post. */
function leadDocument(documents: unknown[], preview: EarlyRequest['preview']): unknown {
  if (preview !== 'room-cards') return documents[0];
  const ranked = premiumFirst(documents.map((post) => ({ post, ownerPremium: at(post, ['fields', 'ownerPremium', 'booleanValue']) === true })));
  return ranked[0]?.post;
}

const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

function preloadPhoto(url: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

export function runEarlyReads(plan: EarlyReadPlan): void {
  try {
    const reads: EarlyReads = (window.__earlyReads = window.__earlyReads ?? {});
    const previews: Promise<unknown>[] = [];
    const start = (request: EarlyRequest): void => {
      const send = (): Promise<Response> => fetch(request.url, { method: 'POST', body: request.body });
      const sent = request.afterFirstPaint ? new Promise<Response>((go) => afterFirstPaint(() => go(send()))) : send();
      const read = (reads[earlyReadKey(request.url, request.body)] = sent
        .then((response) => response.json().then((body: unknown) => ({ status: response.status, body })))
        .then((answer) => {
          const lead = answer.status === 200 && request.photo ? leadDocument(documentsOf(answer), request.preview) : undefined;
          // A card shows its photo's rendition when it has one (src/lib/cardPhotos.ts).
          const card = request.cardPhoto ? at(lead, request.cardPhoto) : undefined;
          const photo = isUrl(card) ? card : at(lead, request.photo);
          if (isUrl(photo)) preloadPhoto(photo);
          return answer;
        })
        .catch(() => null));
      const name = request.preview;
      if (name) previews.push(read.then((answer) => (answer?.status === 200 ? showPostPreview(name, documentsOf(answer), (fields) => addCardFields(fields)) : undefined)));
    };
    const params = Array.from(new URLSearchParams(location.search).keys());
    const wanted = ({ guestsOnly, onlyWithParams: allowed }: EarlyRequest): boolean =>
      !(guestsOnly && hasSessionHint()) && (!allowed || params.every((name) => allowed.includes(name)));
    plan.fixed.filter(wanted).forEach(start);
    for (const route of plan.documents) {
      const id = new RegExp(route.pattern).exec(location.pathname)?.[1];
      if (id) start({ url: plan.batchGetUrl, body: JSON.stringify({ documents: [route.documentPrefix + id] }), photo: route.photo, preview: route.preview });
    }
    if (previews.length) window.__earlyPaint = Promise.all(previews);
  } catch {
    // An early read is only a head start: the app reads as usual.
  }
}
