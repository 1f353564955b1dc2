import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/** The scale benchmarks (scripts/bench/scale.ts picks one): one worker, so timings do not compete. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: '../../test-results-bench',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90 * 60_000,
  projects: [{ name: 'bench', use: { ...base.projects?.[1]?.use } }],
});
