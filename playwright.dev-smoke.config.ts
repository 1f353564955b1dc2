import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * The dev-server smoke run (scripts/dev-smoke.mjs starts `npm run dev` on the test ports and
 * sets E2E_BASE_URL). Same browser and locale as the end-to-end suite; one worker, as the
 * Vite dev server compiles modules on first request.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/dev-smoke',
  outputDir: process.env.E2E_RESULTS ? `${process.env.E2E_RESULTS}-dev-smoke` : 'test-results/dev-smoke',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  projects: [{ name: 'dev-server', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } }],
});
