/**
 * The scripts a page carries inline, to run before the app's code arrives (the early read, the
 * after-paint loader), are ordinary TypeScript modules: each entry is bundled here with what it
 * imports from the app into one self-contained, minified IIFE in syntax older browsers parse.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

/** A path from the project root. (Not with `new URL`: under jsdom, in the unit tests, URL is jsdom's.) */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fromRoot = (path: string) => resolve(ROOT, path);
const SRC = fromRoot('src');

/** The entries, by their path from the project root. */
export const INLINE_ENTRIES = {
  earlyRead: 'src/app/firstPaint/earlyReadInline.ts',
  afterPaint: 'src/app/firstPaint/afterPaintLoader.ts',
} as const;

/** Older than the app's own target: these run on every page, even where the app would not. */
const INLINE_TARGET = 'es2017';

const compiled = new Map<string, Promise<string>>();

/** The entry's code, bundled once per process. */
export function compileInlineScript(entry: string): Promise<string> {
  const known = compiled.get(entry);
  if (known) return known;
  const code = bundle(fromRoot(entry));
  compiled.set(entry, code);
  return code;
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': SRC } },
    build: { write: false, minify: true, target: INLINE_TARGET, lib: { entry, formats: ['iife'], name: 'inline' } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) => ('output' in output ? output.output : [])).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`inline-scripts: ${entry} must bundle into one chunk, got ${chunks.length}`);
  const code = chunks[0].code.trim();
  // Inside <script>, "</script" would end the element early (and "<!--" change how it is parsed).
  if (/<\/script|<!--/i.test(code)) throw new Error(`inline-scripts: ${entry} compiles to text that cannot sit inside <script>`);
  return code;
}

/** The early read's compiled code as the module `virtual:early-read-script` (its default export), for the prerender. */
export function earlyReadScriptModule(): Plugin {
  const id = 'virtual:early-read-script';
  return {
    name: 'early-read-script',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: async (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(await compileInlineScript(INLINE_ENTRIES.earlyRead))};` : undefined),
  };
}
