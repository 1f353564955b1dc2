import type { Plugin } from 'vite';
import { chunkClosure, isModule } from './chunks';
import { htmlFileOf } from './html-files';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">\s*/g;

/** Route modules to preload on the pages of a shared HTML file whose path matches `pattern`. */
export interface PathModules {
  /** A regular expression over `location.pathname`. */
  pattern: string;
  /** Modules by their path from the project root; their chunks and static imports are preloaded. */
  modules: readonly string[];
}

export interface AfterPaintPage {
  routes: readonly string[];
  /** For the app shell, which serves many pages: each page's own module, by path. */
  byPath?: readonly PathModules[];
}

/**
 * The inline loader that replaces the entry script and the module preloads, at the end of the body.
 * Once the browser reports the page's first contentful paint (a `paint` entry: the frame was
 * presented, not only produced) it adds the preloads, those of the page's path, and the entry.
 * Where paint timing is missing it uses the task after the first frame (requestAnimationFrame runs
 * just before that frame is produced). Its attributes name the files for tools that read the HTML,
 * like the JS budget test. Waiting for `load` instead was measured slower to paint (a guide's LCP
 * 1.18× its floor against 1.05×) and would hold interactivity behind images.
 *
 * Why the presented frame: the frame after requestAnimationFrame can reach the screen tens of ms
 * after the task that follows it, and a small script requested in that task can finish first.
 * Lighthouse's simulation then counts it as render-blocking (a high-priority script that ended
 * before the observed paint: lantern's FirstContentfulPaint graph), so its simulated paint waits
 * for a script round trip. That is the likely cause of a guide's LCP swinging between 1.0× and
 * 1.2–1.4× its floor from run to run (not confirmed on a slow run: only median runs are kept).
 *
 * A post page whose early read fills its top from a template (src/data/earlyPreview.ts) sets
 * `window.__earlyPaint`: the scripts then wait until that top has painted with its photo, at most
 * EARLY_PAINT_WAIT_MS, so the post and its photo do not share a slow connection with ~120 KB of
 * JavaScript (measured: a room page's LCP fell from 2.2–2.3 s to 1.4 s on the mobile preset).
 */
export const EARLY_PAINT_WAIT_MS = 1500;

/** After this long the scripts load even if no paint was reported (a tab opened in the background paints nothing). */
export const FIRST_PAINT_WAIT_MS = 3000;

export function afterPaintLoader(entry: string, preloads: readonly string[], byPath: readonly [pattern: string, files: string][]): string {
  const paths = byPath.length ? JSON.stringify(byPath).replaceAll('<', '\\u003c') : '[]';
  return (
    `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">(function(d,p){var started=0;function start(){if(started)return;started=1;` +
    `var done=0,w=window.__earlyPaint;function go(){if(done)return;done=1;` +
    `function add(h,t){var e=document.createElement(t?'script':'link');if(t){e.type='module';e.src=h}else{e.rel='modulepreload';e.href=h}e.crossOrigin='';document.head.appendChild(e)}` +
    `(d.preload?d.preload.split(' '):[]).forEach(function(h){add(h)});` +
    `p.forEach(function(r){if(new RegExp(r[0]).test(location.pathname))r[1].split(' ').forEach(function(h){add(h)})});` +
    `add(d.entry,1)}` +
    `if(w){setTimeout(go,${EARLY_PAINT_WAIT_MS});w.then(go,go)}else go()}` +
    `var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];` +
    `if(types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start,0)});` +
    `setTimeout(start,${FIRST_PAINT_WAIT_MS});` +
    `var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}});o.observe({type:'paint',buffered:true})` +
    `})(document.currentScript.dataset,${paths})</script>`
  );
}

/**
 * Pages that paint from their HTML alone (guides, and the layouts of data pages) should not have
 * the app's scripts compete with their stylesheet, images and early read during a slow
 * connection's first second. On these pages the entry and every module preload load only after the
 * first paint; the app then hydrates (or renders) as before. Runs after data-page-hints, so its
 * preloads move too.
 */
export function scriptsAfterPaint({ pages }: { pages: readonly AfterPaintPage[] }): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const page of pages) {
        const byPath = (page.byPath ?? []).map(({ pattern, modules }): [string, string] => {
          const files = modules.flatMap((module) => chunkClosure(bundle, isModule(module)));
          if (!files.length) this.warn(`scripts-after-paint: no chunk for ${modules.join(', ')}`);
          return [pattern, files.map((file) => `/${file}`).join(' ')];
        });
        for (const route of page.routes) {
          const output = bundle[htmlFileOf(route)];
          const html = output?.type === 'asset' ? String(output.source) : '';
          const entry = ENTRY_SCRIPT.exec(html)?.[1];
          if (!output || output.type !== 'asset' || !entry) {
            this.warn(`scripts-after-paint: no page or no entry script for ${route}`);
            continue;
          }
          const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
          output.source = html
            .replace(ENTRY_SCRIPT, '')
            .replace(MODULE_PRELOAD, '')
            .replace('</body>', `${afterPaintLoader(entry, preloads, byPath)}\n</body>`);
        }
      }
    },
  };
}
