/**
 * Reads a data page starts from its HTML, before any of the app's JavaScript has downloaded: the
 * post (or a location's rooms) and its main photo then arrive beside the app's code instead of
 * after it. The build (src/app/prerender.tsx) puts the inline script (./earlyReadInline, compiled)
 * with its plan in the page's head; the REST reader (src/data/transport/rest.ts) takes the answer
 * (src/data/transport/earlyAnswers.ts) instead of sending the same request again.
 *
 * Early reads carry no ID token: they are guest reads of public data. A signed-in user's read of a
 * post only they may see (their own hidden post) fails as a guest and is then sent again with the
 * token, so nothing changes for them but the wasted guest request.
 */

import type { PostPreviewName } from './earlyPreview';
export type { EarlyAnswer, EarlyReads } from '@/data/transport/earlyAnswers';

/** Where a value sits in a REST answer: keys and list indexes, from the answer's root. */
export type AnswerPath = readonly (string | number)[];

export interface EarlyRequest {
  url: string;
  body: string;
  /** Where the main photo's URL sits in the lead document (the one shown first), to preload it as soon as the answer arrives. */
  photo?: AnswerPath;
  /** Where that photo's card rendition sits, when a card shows it (src/lib/cardPhotos.ts): preloaded instead when there is one. */
  cardPhoto?: AnswerPath;
  /** A template to fill from the answer's documents (./earlyPreview). */
  preview?: PostPreviewName;
  /** Only for a likely guest (no session hint in localStorage): a signed-in visitor's page shows something else. */
  guestsOnly?: boolean;
  /** Only when the URL's query holds no parameter but these: another (a filter, a place) means the page reads something else. */
  onlyWithParams?: readonly string[];
  /**
   * Sent once the page's own text has painted, on a page whose largest paint is that text (a
   * location page's intro): its photo and answer then do not share the connection with it.
   */
  afterFirstPaint?: boolean;
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

/** The attribute of the inline script that carries its plan (JSON). */
export const EARLY_READ_PLAN_ATTRIBUTE = 'data-plan';

export interface EarlyReadPlan {
  /** Requests fixed at build time (a location page's rooms). */
  fixed: EarlyRequest[];
  /** batchGet URL for `documents`. */
  batchGetUrl: string;
  documents: EarlyDocumentRoute[];
}

declare global {
  interface Window {
    /** Settles once an early page-top preview has painted (or will not): the app's scripts wait for it. */
    __earlyPaint?: Promise<unknown>;
  }
}
