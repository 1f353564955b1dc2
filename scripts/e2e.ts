/**
 * `npm run test:e2e`: builds the app for the test stack, starts emulators + demo data, serves
 * the build with `vite preview`, runs Playwright in Debian's Chromium, and stops everything.
 * Extra arguments go to Playwright (e.g. `npm run test:e2e -- tests/e2e/shell.spec.ts`).
 */
import { startProcess, waitForHttp } from './stack/processes';
import { HOST, TEST_PORTS } from './stack/ports';
import { stackEnv } from './stack/stack';
import { isMainModule } from './lib/isMainModule';
import { runCommand, withStack } from './stack/with-stack';
import { bins } from './lib/bins';

const { vite, playwright } = bins;
const appEnv = stackEnv(TEST_PORTS);
const appUrl = `http://${HOST}:${TEST_PORTS.app}`;
// Separate output folders let several e2e runs share a checkout (e.g. with TEST_*_PORT overrides).
const outDir = process.env.E2E_DIST ?? 'dist';

/** The build the end-to-end suite serves: `[command, args, env]` for runCommand. */
export function e2eBuildCommand(): [string, string[], Record<string, string>] {
  return [process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir], { ...appEnv, VITE_SITE_URL: appUrl }];
}

export async function runE2e(extraArgs: string[] = [], { skipBuild = process.env.E2E_SKIP_BUILD === 'true' } = {}): Promise<number> {
  // The seeded email templates link to the app under test (tests/e2e/email.spec.ts follows them).
  process.env.SEED_SITE_URL = appUrl;
  if (!skipBuild) {
    const built = await runCommand(...e2eBuildCommand());
    if (built !== 0) return built;
  }
  return withStack(
    async (env) => {
      const preview = startProcess('preview', process.execPath, [vite, 'preview', '--host', HOST, '--port', String(TEST_PORTS.app), '--strictPort', '--outDir', outDir], {
        env: { ...process.env, ...env },
        quiet: true,
      });
      await waitForHttp(`${appUrl}/`, { handle: preview });
      try {
        return await runCommand(process.execPath, [playwright, 'test', ...extraArgs], { ...env, E2E_BASE_URL: appUrl, E2E_OUTBOX_URL: `http://${HOST}:${TEST_PORTS.outbox}` });
      } finally {
        await preview.stop();
      }
    },
    { seed: true },
  );
}

if (isMainModule(import.meta.url)) {
  runE2e(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
