/**
 * The inline loader of the app's scripts on pages that paint from their HTML alone (compiled into
 * the page by ./inline-scripts.ts; ./scripts-after-paint.ts says why and puts it there). Its
 * script element names the files: `data-preload` and `data-entry`, and `data-paths` (JSON) the
 * preloads of each path pattern. Once the browser reports the first contentful paint, or an early
 * page-top preview has painted too, it adds the preloads, then the entry.
 */
import { afterFirstPaint, EARLY_PAINT_WAIT_MS } from './afterPaintTiming';

const files = document.currentScript?.dataset ?? {};

function add(href: string, entry: boolean): void {
  const element = document.createElement(entry ? 'script' : 'link');
  if (element instanceof HTMLScriptElement) {
    element.type = 'module';
    element.src = href;
  } else if (element instanceof HTMLLinkElement) {
    element.rel = 'modulepreload';
    element.href = href;
  }
  element.setAttribute('crossorigin', '');
  document.head.appendChild(element);
}

let loaded = false;
function load(): void {
  if (loaded) return;
  loaded = true;
  const byPath = JSON.parse(files.paths ?? '[]') as [pattern: string, files: string][];
  (files.preload ? files.preload.split(' ') : []).forEach((href) => add(href, false));
  for (const [pattern, hrefs] of byPath) if (new RegExp(pattern).test(location.pathname)) hrefs.split(' ').forEach((href) => add(href, false));
  if (files.entry) add(files.entry, true);
}

/** After the first paint: the scripts load at once, or once an early preview has painted (at most EARLY_PAINT_WAIT_MS). */
afterFirstPaint(() => {
  const earlyPaint = (window as Window & { __earlyPaint?: Promise<unknown> }).__earlyPaint;
  if (!earlyPaint) return load();
  setTimeout(load, EARLY_PAINT_WAIT_MS);
  earlyPaint.then(load, load);
});
