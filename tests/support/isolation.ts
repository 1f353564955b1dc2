/**
 * Which Vitest files need a module graph of their own. A file that swaps a module (`vi.mock`,
 * `vi.resetModules`...) gets one; the others share one per worker (`isolate: false`), as Vitest's
 * "Per-File Isolation Settings" recipe does. Stubbed globals, variables and timers are given back
 * after each test in every layer (tests/support/restore-between-tests.ts), and the unit layer
 * restores a spy on a module's export (`vi.spyOn(module, 'name')`, src/testing/spies.ts) too.
 * Sharing saves each file's imports and SDK start-up (figures in reports/README.md, "Test layers' time").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SWAPS_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\b/;

/** The test files under `dirs` (relative to the repository root) whose names match `pattern`. */
export function testFiles(dirs: string[], pattern: RegExp): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(ROOT + dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => pattern.test(file))
      .map((file) => `${dir}/${file}`),
  );
}

/** Whether a test file (relative to the repository root) swaps a module. */
export function needsIsolation(file: string): boolean {
  return SWAPS_MODULES.test(readFileSync(ROOT + file, 'utf8'));
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
