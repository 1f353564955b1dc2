/**
 * `npm run test:dev-smoke` (last step of `npm test`): the newcomer's path, for real. Starts
 * `npm run dev` (scripts/dev.ts: emulators, demo data, Vite dev server with React's development
 * double effects) on the test ports, so it runs beside a developer's own `npm run dev`, drives
 * it with tests/dev-smoke/ (register with the first-visit landing, a room page, one chat
 * message), then stops it and checks that every port is free again.
 */
import { exitsWithin, startProcess, stopAll, waitForHttp, type ProcessHandle } from './stack/processes';
import { HOST, TEST_PORTS } from './stack/ports';
import { assertPortsFree, busyPorts } from './stack/assert-ports-free';
import { isMainModule } from './lib/isMainModule';
import { runCommand } from './stack/with-stack';
import { bins } from './lib/bins';

const devScript = new URL('./dev.ts', import.meta.url).pathname;
const appUrl = `http://${HOST}:${TEST_PORTS.app}`;
const devPortEnv = {
  DEV_AUTH_PORT: String(TEST_PORTS.auth),
  DEV_FIRESTORE_PORT: String(TEST_PORTS.firestore),
  DEV_STORAGE_PORT: String(TEST_PORTS.storage),
  DEV_MORTGAGE_PORT: String(TEST_PORTS.mortgage),
  DEV_POSTCODES_PORT: String(TEST_PORTS.postcodes),
  DEV_TILES_PORT: String(TEST_PORTS.tiles),
  DEV_OUTBOX_PORT: String(TEST_PORTS.outbox),
  DEV_APP_PORT: String(TEST_PORTS.app),
};
/** dev.ts stops its emulators on SIGTERM; give it time before forcing. */
const STOP_GRACE_MS = 30_000;

async function stopDev(dev: ProcessHandle): Promise<void> {
  if (dev.child.exitCode !== null || dev.child.signalCode !== null) return;
  dev.child.kill('SIGTERM');
  if (!(await exitsWithin(dev, STOP_GRACE_MS))) {
    console.error(`dev.ts did not stop within ${STOP_GRACE_MS / 1000}s; killing it.`);
    await dev.stop();
  }
}

export async function runDevSmoke(extraArgs: string[] = []): Promise<number> {
  await assertPortsFree(TEST_PORTS);
  const started = Date.now();
  const dev = startProcess('dev', process.execPath, ['--import', 'tsx', devScript], { env: { ...process.env, ...devPortEnv }, quiet: true });
  let code = 1;
  try {
    await waitForHttp(`${appUrl}/`, { handle: dev, timeoutMs: 120_000 });
    console.log(`npm run dev is up on ${appUrl} after ${((Date.now() - started) / 1000).toFixed(1)}s`);
    // The emulators' hosts let a test check what reached them (tests/e2e/support/emulators.ts).
    const emulatorHosts = { FIRESTORE_EMULATOR_HOST: `${HOST}:${TEST_PORTS.firestore}`, FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${TEST_PORTS.auth}` };
    code = await runCommand(process.execPath, [bins.playwright, 'test', '--config', 'playwright.dev-smoke.config.ts', ...extraArgs], { E2E_BASE_URL: appUrl, ...emulatorHosts });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(dev.output().slice(-3000));
  } finally {
    await stopDev(dev);
    await stopAll();
  }
  const leftOver = await busyPorts(TEST_PORTS);
  if (leftOver.length) {
    console.error(`Still listening after npm run dev stopped: ${leftOver.join(', ')}`);
    return code || 1;
  }
  return code;
}

if (isMainModule(import.meta.url)) {
  runDevSmoke(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
