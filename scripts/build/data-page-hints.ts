import type { Plugin, Rollup } from 'vite';

export interface Preconnect {
  href: string;
  /** Firestore reads are CORS fetches; images are not. A preconnect only serves requests of its own kind. */
  crossOrigin: boolean;
}

export interface DataPageHintsOptions {
  /** Prerendered routes (e.g. "/app-shell") whose main content is read from Firestore on load. */
  routes: readonly string[];
  /** The origins of the first Firestore read and of the listing images. */
  preconnect: readonly Preconnect[];
}

/** The modules of a first Firestore read: the lite executor and the SDK parts it imports on demand. */
const READ_PATH = [/[\\/]src[\\/]data[\\/]lite\.ts$/, /[\\/]firebase[\\/]app[\\/]dist[\\/]esm[\\/]index\.esm\.js$/, /[\\/]firebase[\\/]firestore[\\/]lite[\\/]dist[\\/]esm[\\/]index\.esm\.js$/];

/** The chunks holding the read path's modules, with everything they import statically. */
function readPathChunks(chunks: readonly Rollup.OutputChunk[]): string[] | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    byFile.get(file)?.imports.forEach(add);
  };
  for (const pattern of READ_PATH) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => pattern.test(id)));
    if (!chunk) return null;
    add(chunk.fileName);
  }
  return [...files];
}

/**
 * Pages whose main content comes from Firestore (home, location pages, the app shell of room and
 * profile pages) get their read path early: the Firestore/Storage connections are opened while
 * the HTML parses, and the SDK chunks download with the app's own instead of after it has run.
 */
export function dataPageHints({ routes, preconnect }: DataPageHintsOptions): Plugin {
  const htmlFiles = new Set(routes.map((route) => (route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}/index.html`)));
  return {
    name: 'data-page-hints',
    apply: 'build',
    // After vite-prerender-plugin, which emits the prerendered pages in its generateBundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle);
      const chunks = readPathChunks(outputs.filter((output): output is Rollup.OutputChunk => output.type === 'chunk'));
      if (!chunks) {
        this.warn('the Firestore read path was not found in the bundle: data pages get no preload hints');
        return;
      }
      const connections = preconnect.map(({ href, crossOrigin }) => `<link rel="preconnect" href="${href}"${crossOrigin ? ' crossorigin' : ''}>`);
      for (const output of outputs) {
        if (output.type !== 'asset' || !htmlFiles.has(output.fileName)) continue;
        const html = String(output.source);
        const preloads = chunks.filter((file) => !html.includes(`href="/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        output.source = html.replace('</head>', `${[...connections, ...preloads].join('\n')}\n</head>`);
      }
    },
  };
}
