#!/usr/bin/env node
/**
 * `npm test`: every layer, in order, failing fast: lint, typecheck, unit/component tests,
 * then one emulator stack for the rules and data-layer suites, then the end-to-end suite
 * (build, emulators + seed, preview server, Playwright), then a smoke run against `npm run dev`
 * itself (on the test ports). Exits non-zero on any failure.
 * `npm run test:quick` (`--quick`): the inner loop, lint, types, unit and rules only.
 */
import { runE2e } from './e2e.mjs';
import { runDevSmoke } from './dev-smoke.mjs';
import { runCommand, withStack } from './stack/with-stack.mjs';
import { bins } from './lib/bins.mjs';

const polyfills = new URL('./lib/node20-polyfills.mjs', import.meta.url).pathname;
const node = (script, args) => [process.execPath, ['--import', polyfills, script, ...args]];
const vitest = (config) => node(bins.vitest, ['run', '--config', config]);

const quick = process.argv.includes('--quick');
const allSteps = [
  ['lint', () => runCommand(...node(bins.eslint, ['.', '--max-warnings=0']))],
  ['typecheck', async () => (await runCommand(...node(bins.tsc, ['-p', 'tsconfig.app.json', '--noEmit']))) || runCommand(...node(bins.tsc, ['-p', 'tsconfig.node.json', '--noEmit']))],
  ['unit and component tests', () => runCommand(...vitest('vitest.config.ts'))],
  quick
    ? ['rules tests (emulator)', () => withStack(() => runCommand(...vitest('vitest.rules.config.ts')))]
    : ['rules and data-layer tests (emulators)', () => withStack(async () => (await runCommand(...vitest('vitest.rules.config.ts'))) || runCommand(...vitest('vitest.data.config.ts')))],
  ['end-to-end tests (Playwright)', () => runE2e()],
  ['dev-server smoke run (npm run dev + Playwright)', () => runDevSmoke()],
];
const steps = quick ? allSteps.slice(0, 4) : allSteps;

const started = Date.now();
for (const [name, run] of steps) {
  const stepStart = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const code = await run();
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code}) after ${seconds}s`);
    process.exit(code);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\nAll test layers passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
