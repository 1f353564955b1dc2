/**
 * The module graph of a folder as TypeScript resolves it, type-only imports included: the linter's
 * import-x/no-cycle skips `import type`, so a cycle made of types alone is found here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** tests/unit/lint-boundaries.test.ts writes and removes probe files in src while other files run. */
const LINT_PROBE = /[\\/]lintProbe\d+[\\/]?/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !LINT_PROBE.test(entry.parentPath))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each file below `dir` and the files below `dir` it imports (static, dynamic or type-only). */
export function importGraph(dir: string, options: ts.CompilerOptions): Map<string, string[]> {
  const files = sourceFiles(dir);
  const inside = new Set(files);
  return new Map(files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && inside.has(target));
    return [file, [...new Set(targets)]];
  }));
}

/** The groups of files that import each other, directly or through others (Tarjan's strongly connected components). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The compiler options of a tsconfig file (paths such as `@/*` included). */
export function compilerOptions(tsconfig: string): ts.CompilerOptions {
  const { config } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, join(tsconfig, '..')).options;
}
