import { defineConfig } from '@playwright/test';
import base, { FULL_CHROMIUM } from '../../playwright.config';

/** The interaction run of `npm run audit` (scripts/audit/interactions.ts): one worker, so runs do not compete. */
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
  // The full browser, not the tests' headless shell: a tap's next paint is measured as people get it
  // (opening a room from Browse: median 176 ms in the shell, 40 ms in the full browser, same build).
  use: {
    ...base.use,
    launchOptions: { ...base.use?.launchOptions, executablePath: FULL_CHROMIUM },
    trace: 'off',
    screenshot: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [{ name: 'interactions' }],
});
