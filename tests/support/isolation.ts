/**
 * Which Vitest files need a module graph of their own. A file that swaps a module or a global
 * (`vi.mock`, `vi.stubGlobal`, fake timers...) gets one; the others share one per worker
 * (`isolate: false`), as Vitest's "Per-File Isolation Settings" recipe does. Sharing saves each
 * file's imports and SDK start-up (figures in reports/README.md, "Test layers' time").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SWAPS_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|useFakeTimers)\b/;

/** The test files under `dirs` (relative to the repository root) whose names match `pattern`. */
export function testFiles(dirs: string[], pattern: RegExp): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(ROOT + dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => pattern.test(file))
      .map((file) => `${dir}/${file}`),
  );
}

/** Whether a test file (relative to the repository root) swaps a module or a global. */
export function needsIsolation(file: string): boolean {
  return SWAPS_MODULES_OR_GLOBALS.test(readFileSync(ROOT + file, 'utf8'));
}

/**
 * Two projects for `files`: `name` sharing a module graph per worker, `name (isolated)` for the
 * files that swap modules or globals. Both extend the root config; `test` is added to each.
 */
export function projectsByIsolation(name: string, files: string[], test: TestProjectInlineConfiguration['test'] = {}): [shared: TestProjectInlineConfiguration, isolated: TestProjectInlineConfiguration] {
  const isolated = files.filter(needsIsolation);
  const shared = files.filter((file) => !isolated.includes(file));
  return [
    { extends: true, test: { ...test, name, include: shared, isolate: false } },
    { extends: true, test: { ...test, name: `${name} (isolated)`, include: isolated, isolate: true } },
  ];
}
