import { parse } from 'node-html-parser';
import type { Plugin } from 'vite';
import { chunkClosure, isModule } from './chunks.ts';
import { htmlFileOf } from './html-files.ts';
import { compileInlineScript, INLINE_ENTRIES } from './inline-scripts.ts';

/**
 * A built page without the entry script and the module preloads Vite wrote into it: their URLs,
 * and the page's text with exactly those elements (and the whitespace after each) cut out, found
 * by an HTML parser. The rest of the page is left byte for byte.
 */
export function takeEntryScripts(html: string): { html: string; entry?: string; preloads: string[] } {
  const root = parse(html);
  const entry = root.querySelector('script[type="module"][src]');
  const preloads = root.querySelectorAll('link[rel="modulepreload"][href]');
  let rest = html;
  for (const element of [entry, ...preloads].filter((found) => found !== null).sort((a, b) => b.range[0] - a.range[0])) {
    const [start, end] = element.range;
    rest = rest.slice(0, start) + rest.slice(end).trimStart();
  }
  return { html: rest, entry: entry?.getAttribute('src'), preloads: preloads.map((link) => link.getAttribute('href') ?? '') };
}

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
 * The inline loader that replaces the entry script and the module preloads, at the end of the body
 * (src/app/firstPaint/afterPaintLoader.ts, compiled by ./inline-scripts.ts). Once the browser reports the page's
 * first contentful paint (a `paint` entry: the frame was presented, not only produced) it adds the
 * preloads, those of the page's path, and the entry. Where paint timing is missing it uses the task
 * after the first frame (requestAnimationFrame runs just before that frame is produced). Its
 * attributes name the files for tools that read the HTML, like the JS budget test. Waiting for
 * `load` instead was measured slower to paint (a guide's LCP 1.18× its floor against 1.05×) and
 * would hold interactivity behind images.
 *
 * Why the presented frame: the frame after requestAnimationFrame can reach the screen tens of ms
 * after the task that follows it, and a small script requested in that task can finish first.
 * Lighthouse's simulation then counts it as render-blocking (a high-priority script that ended
 * before the observed paint: lantern's FirstContentfulPaint graph), so its simulated paint waits
 * for a script round trip. That is the likely cause of a guide's LCP swinging between 1.0× and
 * 1.2–1.4× its floor from run to run (not confirmed on a slow run: only median runs are kept).
 *
 * A post page whose early read fills its top from a template (src/app/firstPaint/earlyPreview.ts) sets
 * `window.__earlyPaint`: the scripts then wait until that top has painted with its photo, at most
 * EARLY_PAINT_WAIT_MS (src/app/firstPaint/afterPaintTiming.ts), so the post and its photo do not share a slow
 * connection with ~120 KB of JavaScript (measured: a room page's LCP fell from 2.2–2.3 s to 1.4 s
 * on the mobile preset).
 */
export function afterPaintLoader(code: string, entry: string, preloads: readonly string[], byPath: readonly [pattern: string, files: string][]): string {
  const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<script data-entry="${attribute(entry)}" data-preload="${attribute(preloads.join(' '))}" data-paths="${attribute(JSON.stringify(byPath))}">${code}</script>`;
}

/**
 * Pages that paint from their HTML alone (guides, and the layouts of data pages) should not have
 * the app's scripts compete with their stylesheet, images and early read during a slow
 * connection's first second. On these pages the entry and every module preload load only after the
 * first paint; the app then hydrates (or renders) as before.
 */
export function scriptsAfterPaint({ pages }: { pages: readonly AfterPaintPage[] }): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const code = await compileInlineScript(INLINE_ENTRIES.afterPaint);
      for (const page of pages) {
        const byPath = (page.byPath ?? []).map(({ pattern, modules }): [string, string] => {
          const files = modules.flatMap((module) => chunkClosure(bundle, isModule(module)));
          if (!files.length) this.warn(`scripts-after-paint: no chunk for ${modules.join(', ')}`);
          return [pattern, files.map((file) => `/${file}`).join(' ')];
        });
        for (const route of page.routes) {
          const output = bundle[htmlFileOf(route)];
          const { html, entry, preloads } = takeEntryScripts(output?.type === 'asset' ? String(output.source) : '');
          if (!output || output.type !== 'asset' || !entry) {
            this.warn(`scripts-after-paint: no page or no entry script for ${route}`);
            continue;
          }
          // A function, not a string: `$` sequences in the minified code must not be read as patterns.
          output.source = html.replace('</body>', () => `${afterPaintLoader(code, entry, preloads, byPath)}\n</body>`);
        }
      }
    },
  };
}
