import type { Plugin } from 'vite';
import { htmlFileOf } from './html-files';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/[^"]+">\s*/g;

/**
 * The inline loader that replaces the entry script, at the end of the body (`data-entry` names the
 * entry for tools that read the HTML, like the JS budget test): it adds the entry in
 * the task after the first frame (requestAnimationFrame runs just before that frame paints).
 * Waiting for `load` instead was measured slower to paint (LCP 1.18× the floor against 1.05×)
 * and would hold interactivity behind every image.
 */
export function afterPaintLoader(entry: string): string {
  return `<script data-entry="${entry}">(function(e){requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e;document.head.appendChild(s)},0)})})(document.currentScript.dataset.entry)</script>`;
}

/**
 * Prerendered pages whose content is all in their HTML (guides, essentials) need no JavaScript to
 * paint. Their scripts and module preloads would still compete with the stylesheet and images for
 * a slow connection's first second, so on those pages the app's entry (which brings its own
 * imports) loads only after the page has painted; it then hydrates the page as before.
 */
export function scriptsAfterPaint({ routes }: { routes: readonly string[] }): Plugin {
  const htmlFiles = new Set(routes.map(htmlFileOf));
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    // After vite-prerender-plugin (which emits the pages) and data-page-hints.
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !htmlFiles.has(output.fileName)) continue;
        const html = String(output.source);
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) {
          this.warn(`${output.fileName} has no entry script: left as it is`);
          continue;
        }
        output.source = html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</body>', `${afterPaintLoader(entry)}\n</body>`);
      }
    },
  };
}
