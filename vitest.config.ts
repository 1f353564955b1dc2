import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit and component tests: jsdom, no emulators. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'unit',
    environment: 'jsdom',
    // Worker threads start faster than the default child processes: 154 s against 175 s for the
    // whole suite on a 2-core machine (each file still gets its own isolated module graph).
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    testTimeout: 10_000,
  },
});
