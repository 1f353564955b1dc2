import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * The dev-server smoke run (scripts/dev-smoke.ts starts `npm run dev` on the test ports and
 * sets E2E_BASE_URL). Same browser and locale as the end-to-end suite. Two workers, as the suite
 * has: the dev server compiling modules for two pages at once still beats one after another
 * (51 → 42–46 s of tests).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/dev-smoke',
  outputDir: process.env.E2E_RESULTS ? `${process.env.E2E_RESULTS}-dev-smoke` : 'test-results/dev-smoke',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  projects: [{ name: 'dev-server', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } }],
});
