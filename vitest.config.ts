import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { projectsByIsolation, testFiles } from './tests/support/isolation.ts';

/**
 * Unit and component tests, no emulators. `.ts` tests run in Node; components (`.tsx`) and the
 * few `.ts` tests that need a DOM (they say `// @vitest-environment happy-dom`) in happy-dom, whose
 * window sets up in about half jsdom's time (docs/architecture.md, Test layers); the early
 * preview's test names jsdom (it fires image events itself).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 10_000,
    // Worker threads start faster than the default child processes, and one per core: the default
    // leaves one core idle (on 2 cores the suite took 130 s in one worker, 83 s in two).
    pool: 'threads',
    maxWorkers: '100%',
    // Files that swap no module share a module graph per worker (tests/support/isolation.ts).
    projects: [
      ...projectsByIsolation('unit', testFiles(['src', 'tests/unit'], /\.test\.ts$/), { environment: 'node', setupFiles: ['tests/support/restore-between-tests.ts', 'tests/unit/setup.ts'] }),
      ...projectsByIsolation('component', testFiles(['src', 'tests/unit'], /\.test\.tsx$/), { environment: 'happy-dom', setupFiles: ['tests/support/restore-between-tests.ts', 'tests/unit/setup.ts'] }),
    ],
  },
});
