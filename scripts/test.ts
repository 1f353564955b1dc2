/**
 * `npm test`: every layer, failing fast: lint, typecheck and the end-to-end build side by side
 * (single-threaded tools on a 2-core machine: run in turn they left a core idle), then the
 * unit/component tests, one emulator stack for the rules and data-layer suites, the end-to-end
 * suite (emulators + seed, preview server, Playwright), and a smoke run against `npm run dev`
 * itself (on the test ports). Exits non-zero on any failure.
 * `npm run test:quick` (`--quick`): the inner loop, lint, types, unit and rules only.
 */
import { spawn } from 'node:child_process';
import { e2eBuildCommand, runE2e } from './e2e';
import { runDevSmoke } from './dev-smoke';
import { runCommand, withStack } from './stack/with-stack';
import { bins } from './lib/bins';

const polyfills = new URL('./lib/node20-polyfills.mjs', import.meta.url).pathname;
type Command = [command: string, args: string[], env?: Record<string, string>];
const node = (script: string, args: string[]): [string, string[]] => [process.execPath, ['--import', polyfills, script, ...args]];
const vitest = (config: string) => node(bins.vitest, ['run', '--config', config]);
// The rules coverage report is for `npm run test:rules`: it reloads the rules after every file.
const rulesTests = () => runCommand(...vitest('vitest.rules.config.ts'), { RULES_COVERAGE: 'skip' });

/** Runs a command with its output held back, then printed whole: side-by-side steps stay readable. */
function runHeldBack(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1', ...env } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('close', (code, signal) => {
      console.log(`── ${name} ──`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Side-by-side commands: the first failure's exit code, or 0. */
async function sideBySide(commands: [string, ...Command][]): Promise<number> {
  const codes = await Promise.all(commands.map(([name, ...command]) => runHeldBack(name, ...command)));
  return codes.find((code) => code !== 0) ?? 0;
}

const quick = process.argv.includes('--quick');
const checks: [string, ...Command][] = [
  ['lint', ...node(bins.eslint, ['.', '--max-warnings=0'])],
  ['typecheck (app)', ...node(bins.tsc, ['-p', 'tsconfig.app.json', '--noEmit'])],
  ['typecheck (scripts, tests)', ...node(bins.tsc, ['-p', 'tsconfig.node.json', '--noEmit'])],
];
type Step = [name: string, run: () => Promise<number>];
const laterSteps: Step[] = [
  ['end-to-end tests (Playwright)', () => runE2e([], { skipBuild: true })],
  ['dev-server smoke run (npm run dev + Playwright)', () => runDevSmoke()],
];
const steps: Step[] = [
  quick ? ['lint and typecheck', () => sideBySide(checks)] : ['lint, typecheck and the end-to-end build', () => sideBySide([...checks, ['end-to-end build', ...e2eBuildCommand()]])],
  ['unit and component tests', () => runCommand(...vitest('vitest.config.ts'))],
  quick
    ? ['rules tests (emulator)', () => withStack(rulesTests)]
    : ['rules and data-layer tests (emulators)', () => withStack(async () => (await rulesTests()) || runCommand(...vitest('vitest.data.config.ts')))],
  ...(quick ? [] : laterSteps),
];

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
