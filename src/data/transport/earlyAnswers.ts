/**
 * Answers to REST reads a page's HTML started before the app's code arrived (the early read of
 * src/app/firstPaint puts them on `window.__earlyReads`, keyed by URL and body): the REST reader
 * takes one instead of sending the same request again.
 */

export interface EarlyAnswer {
  status: number;
  body: unknown;
}

export type EarlyReads = Record<string, Promise<EarlyAnswer | null>>;

declare global {
  interface Window {
    __earlyReads?: EarlyReads;
  }
}

/** The key of a request in `window.__earlyReads`. */
export const earlyReadKey = (url: string, body: string): string => url + '\n' + body;

/** The answer to a request the HTML already started, taken once; undefined when there is none. */
export function takeEarlyAnswer(url: string, body: string): Promise<EarlyAnswer | null> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const key = earlyReadKey(url, body);
  const answer = reads?.[key];
  if (reads && answer) delete reads[key];
  return answer;
}
