import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Unit and component tests, no emulators. `.ts` tests run in Node; components (`.tsx`) and the
 * few `.ts` tests that need a DOM (they say `// @vitest-environment happy-dom`) in happy-dom, whose
 * window sets up in about half jsdom's time (docs/architecture.md, Test layers); the early
 * preview's test names jsdom (it fires image events itself).
 */
/**
 * A file that swaps a module or a global (`vi.mock`, `vi.stubGlobal`, fake timers...) gets a fresh
 * module graph of its own. The others share one per worker (`isolate: false`), as Vitest's
 * "Per-File Isolation Settings" recipe does: the Node tests took 37 s of CPU instead of 62.
 */
const SWAPS_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|useFakeTimers)\b/;
const testFiles = (['src', 'tests/unit'] as const).flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);
const isolated = new Set(testFiles.filter((file) => SWAPS_MODULES_OR_GLOBALS.test(readFileSync(file, 'utf8'))));

/** A project for `.ts` (Node) or `.tsx` (happy-dom) files, split into shared and isolated halves. */
function projects(name: string, environment: string, extension: RegExp): TestProjectInlineConfiguration[] {
  const files = testFiles.filter((file) => extension.test(file));
  const half = (suffix: string, include: string[], isolate: boolean): TestProjectInlineConfiguration => ({
    extends: true,
    test: { name: `${name}${suffix}`, environment, include, isolate, setupFiles: ['tests/unit/setup.ts'] },
  });
  return [half('', files.filter((file) => !isolated.has(file)), false), half(' (isolated)', files.filter((file) => isolated.has(file)), true)];
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    restoreMocks: true,
    testTimeout: 10_000,
    // Worker threads start faster than the default child processes, and one per core: the default
    // leaves one core idle (on 2 cores the suite took 130 s in one worker, 83 s in two).
    pool: 'threads',
    maxWorkers: '100%',
    projects: [...projects('unit', 'node', /\.test\.ts$/), ...projects('component', 'happy-dom', /\.test\.tsx$/)],
  },
});
