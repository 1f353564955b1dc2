import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { projectsByIsolation, testFiles } from './tests/support/isolation.ts';

/**
 * Data-layer tests: the real repositories in src/data against the emulators started by the
 * test command (FIRESTORE_EMULATOR_HOST etc. set by scripts/stack/with-stack.ts). Each worker
 * uses its own project id (tests/data/worker-project.ts), never the demo data's.
 */
function port(hostVar: string | undefined, fallback: string): string {
  return hostVar?.split(':').at(-1) ?? fallback;
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    // Files that swap no module share a module graph per worker (tests/support/isolation.ts).
    projects: projectsByIsolation('data', testFiles(['tests/data'], /\.test\.ts$/)),
    setupFiles: ['tests/support/restore-between-tests.ts', 'tests/support/quiet-refusals.ts', 'tests/data/worker-project.ts'],
    unstubGlobals: true,
    unstubEnvs: true,
    // One worker per core (the default leaves one idle); each has its own project.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      VITE_USE_EMULATORS: 'true',
      VITE_APP_ID: 'roomshare-uk',
      VITE_EMULATOR_HOST: '127.0.0.1',
      VITE_FIRESTORE_EMULATOR_PORT: port(process.env.FIRESTORE_EMULATOR_HOST, '8180'),
      VITE_AUTH_EMULATOR_PORT: port(process.env.FIREBASE_AUTH_EMULATOR_HOST, '9189'),
      VITE_STORAGE_EMULATOR_PORT: port(process.env.FIREBASE_STORAGE_EMULATOR_HOST, '9289'),
    },
  },
});
