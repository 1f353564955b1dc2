import type { Plugin } from 'vite';
import { chunkClosure, isModule } from './chunks';
import { htmlFileOf } from './html-files';

export interface Preconnect {
  href: string;
  /** Firestore reads are CORS fetches; images are not. A preconnect only serves requests of its own kind. */
  crossOrigin: boolean;
}

export interface DataPage {
  /** Prerendered routes (e.g. "/", "/app-shell") whose main content is read from Firestore on load. */
  routes: readonly string[];
  /**
   * Modules (paths from the project root) the page needs beyond the Firestore read path: its read
   * module and its page module, so they download with the app's chunks, not after the app has run.
   */
  modules?: readonly string[];
}

export interface DataPageHintsOptions {
  pages: readonly DataPage[];
  /** The origins of the first Firestore read and of the listing images. */
  preconnect: readonly Preconnect[];
}

const EARLY_READ = /<script data-early-read=""[^>]*>[\s\S]*?<\/script>\n?/;

/**
 * The page's early read (src/data/earlyPaint/earlyRead.ts) goes right after the charset and viewport metas
 * (the charset must stay within the first 1024 bytes): an inline script after a stylesheet link
 * would wait for the stylesheet before it could start the request.
 */
function moveEarlyReadFirst(html: string): string {
  const script = EARLY_READ.exec(html)?.[0];
  if (!script) return html;
  const rest = html.replace(script, '');
  const viewport = /<meta name="viewport"[^>]*>\n?/.exec(rest);
  if (!viewport) throw new Error('data-page-hints: no viewport meta to put the early read after');
  const at = viewport.index + viewport[0].length;
  return `${rest.slice(0, at)}    ${script.trim()}\n${rest.slice(at)}`;
}

/** The module of a first Firestore read: the REST reader (it needs no Firebase SDK). */
const READ_PATH = [/[\\/]src[\\/]data[\\/]oneShot\.ts$/];

/**
 * Pages whose main content comes from Firestore (home, location pages, the app shell of room and
 * profile pages) get their read early: the Firestore and Storage connections open while the HTML
 * parses, and the read code downloads with the app's own chunks instead of one round trip after
 * another once the app has run.
 */
export function dataPageHints({ pages, preconnect }: DataPageHintsOptions): Plugin {
  return {
    name: 'data-page-hints',
    apply: 'build',
    // After vite-prerender-plugin, which emits the prerendered pages in its generateBundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const closure = (holds: (moduleId: string) => boolean, what: string): string[] => {
        const files = chunkClosure(bundle, holds);
        if (!files.length) this.warn(`${what} is in no chunk: its pages get no preload for it`);
        return files;
      };
      const readPath = READ_PATH.flatMap((pattern) => closure((id) => pattern.test(id), `the Firestore read path (${pattern})`));
      const connections = preconnect.map(({ href, crossOrigin }) => `<link rel="preconnect" href="${href}"${crossOrigin ? ' crossorigin' : ''}>`);
      for (const page of pages) {
        const own = (page.modules ?? []).flatMap((module) => closure(isModule(module), module));
        const files = [...new Set([...readPath, ...own])];
        for (const route of page.routes) {
          const output = bundle[htmlFileOf(route)];
          if (output?.type !== 'asset') {
            this.warn(`no prerendered page for ${route}`);
            continue;
          }
          const html = moveEarlyReadFirst(String(output.source));
          const preloads = files.filter((file) => !html.includes(`href="/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
          output.source = html.replace('</head>', `${[...connections, ...preloads].join('\n')}\n</head>`);
        }
      }
    },
  };
}
