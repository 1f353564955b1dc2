import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Chromium's headless shell (its old headless mode, Debian's `chromium-headless-shell`) when it is
 * installed, as Playwright's own browser download uses for headless runs: the same engine without
 * the full browser's UI layers, the suite 4.7 → 3.6 min on 2 cores. Else the full `chromium`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The browser people use, for measurements (tests/interactions): the shell's frames are not theirs. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/**
 * End-to-end tests in Debian's Chromium (no browser download). The app, emulators and demo
 * data are started by scripts/e2e.ts, which sets E2E_BASE_URL.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4273',
    // Recording a trace of every test costs a fifth of the suite's time on 2 cores (three specs:
    // 2.0 → 1.6 min): a retry records one (CI retries once), E2E_TRACE=1 keeps each failure's.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' }, grep: /@mobile/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' }, grepInvert: /@mobile/ },
  ],
});
