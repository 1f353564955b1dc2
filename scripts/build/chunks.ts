import type { Rollup } from 'vite';

/**
 * The chunk holding a module (matched by `holds` on its module ids) and every chunk it imports
 * statically: what the browser needs to run it. Empty when no chunk holds the module.
 */
export function chunkClosure(bundle: Rollup.OutputBundle, holds: (moduleId: string) => boolean): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const chunk = chunks.find((candidate) => candidate.moduleIds.some(holds));
  if (!chunk) return [];
  const byFile = new Map(chunks.map((candidate) => [candidate.fileName, candidate]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    byFile.get(file)?.imports.forEach(add);
  };
  add(chunk.fileName);
  return [...files];
}

/** Matches a module id by its path from the project root (`src/app/routes/home.tsx`). */
export function isModule(path: string): (moduleId: string) => boolean {
  return (id) => id.replaceAll('\\', '/').endsWith(`/${path}`);
}
