import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/** The scale benchmark (scripts/bench/scale.mjs): one worker, so timings do not compete. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'scale.bench.ts',
  outputDir: '../../test-results-bench',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90 * 60_000,
  projects: [{ name: 'bench', use: { ...base.projects?.[1]?.use } }],
});
