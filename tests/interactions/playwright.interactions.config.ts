import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/** The interaction run of `npm run audit` (scripts/audit/interactions.mjs): one worker, so runs do not compete. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'interactions.perf.ts',
  outputDir: `../../${process.env.E2E_RESULTS ?? 'test-results'}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 10 * 60_000,
  // No trace or screenshots: recording them would compete with the page being measured.
  // Bounded waits: a step that cannot go on fails its row instead of stalling the whole run.
  use: { ...base.use, trace: 'off', screenshot: 'off', actionTimeout: 15_000, navigationTimeout: 30_000 },
  projects: [{ name: 'interactions' }],
});
