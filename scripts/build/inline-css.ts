import type { Plugin } from 'vite';
import { htmlFileOf } from './html-files';

/**
 * Puts the stylesheet into the given built pages (`<style>` instead of `<link rel="stylesheet">`),
 * so they paint as soon as their HTML has arrived instead of one round trip later. Used for the
 * app shell: a small page (layout and loading state) whose content then comes from JavaScript
 * and Firestore, where that round trip sat before the first paint. Prerendered pages keep the
 * cacheable stylesheet: inlined, its ≈ 10 KB gzip made their HTML slower to arrive.
 */
export function inlineCss({ routes }: { routes: readonly string[] }): Plugin {
  const htmlFiles = new Set(routes.map(htmlFileOf));
  return {
    name: 'inline-css',
    apply: 'build',
    // After vite-prerender-plugin, which emits the prerendered pages in its generateBundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !htmlFiles.has(output.fileName)) continue;
        output.source = String(output.source).replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const css = bundle[file];
          if (css?.type !== 'asset') {
            this.warn(`${file} is not in the bundle: ${output.fileName} keeps its stylesheet link`);
            return link;
          }
          return `<style>${String(css.source)}</style>`;
        });
      }
    },
  };
}
