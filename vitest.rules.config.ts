import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { needsIsolation, testFiles } from './tests/support/isolation.ts';

/**
 * Security-rules tests (tests/rules): node environment against the Firestore emulator named by
 * FIRESTORE_EMULATOR_HOST (and the Storage emulator named by STORAGE_RULES_EMULATOR_HOST when
 * one with a rules runtime exists). `npm run test:rules` starts the emulator; see SECURITY.md.
 */
export default defineConfig({
  // The letting-law cases (src/testing/lettingLawCases.ts) import the app's module, which uses '@/'.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'rules',
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    // Files share a module graph per worker unless one swaps a module
    // (tests/support/isolation.ts; figures in reports/README.md, "Test layers' time").
    isolate: testFiles(['tests/rules'], /\.test\.ts$/).some(needsIsolation),
    globalSetup: ['tests/rules/support/global-setup.ts'],
    setupFiles: ['tests/support/restore-between-tests.ts', 'tests/support/quiet-refusals.ts'],
    unstubGlobals: true,
    unstubEnvs: true,
    // Each worker tests in its own project (workerProjectId), so files may run side by side, one
    // worker per core (Vitest's default leaves one idle); each file hands over its part of the
    // coverage report (tests/rules/support/coverage.ts).
    maxWorkers: '100%',
    testTimeout: 20_000,
    // Loading the rules into the emulator takes seconds, more on a busy machine.
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
