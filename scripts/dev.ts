/**
 * `npm run dev`: emulators (Auth, Firestore with rules, Storage), the sample mortgage API, the
 * postcodes.io and map-tile stand-ins, demo data, then the Vite dev server connected to them.
 * Ctrl-C (or SIGTERM) stops everything. Ports: firebase.json's, or DEV_AUTH_PORT,
 * DEV_FIRESTORE_PORT, DEV_STORAGE_PORT, DEV_MORTGAGE_PORT, DEV_POSTCODES_PORT, DEV_TILES_PORT, DEV_OUTBOX_PORT and
 * DEV_APP_PORT (scripts/dev-smoke.ts runs it on the test ports that way).
 */
import { startProcess, stopAll, waitForHttp } from './stack/processes';
import { DEV_PORTS, HOST } from './stack/ports';
import { startStack } from './stack/stack';
import { assertPortsFree } from './stack/assert-ports-free';
import { bins } from './lib/bins';

let stopping = false;
/** Stops every process this run started: from the first one on, so Ctrl-C while the emulators start or the seed runs leaves nothing behind. */
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping the local stack...');
    await stopAll();
  }
  process.exit(code);
}

async function main() {
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  await assertPortsFree(DEV_PORTS);
  const stack = await startStack(DEV_PORTS, { quiet: true });
  Object.assign(process.env, stack.env);
  const { seed } = await import('./seed/index');
  const url = `http://${HOST}:${DEV_PORTS.app}/`;
  // The email templates link to this app (the outbox renders them).
  await seed({ siteUrl: url.replace(/\/$/, '') });

  const vite = startProcess('vite', process.execPath, [bins.vite, '--host', HOST, '--port', String(DEV_PORTS.app), '--strictPort'], {
    env: { ...process.env, ...stack.env },
    quiet: true,
  });
  vite.child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/error|warn/i.test(text)) process.stdout.write(`[vite] ${text}`);
  });
  await waitForHttp(url, { handle: vite });

  console.log(`
  RoomShare UK is running (${stack.mode} stack)

    App:        ${url}
    Firestore:  ${HOST}:${DEV_PORTS.firestore}   Auth: ${HOST}:${DEV_PORTS.auth}   Storage: ${HOST}:${DEV_PORTS.storage}
    Mortgage sample API: http://${HOST}:${DEV_PORTS.mortgage}
    postcodes.io STAND-IN (sample outward codes and places, not postcodes.io): http://${HOST}:${DEV_PORTS.postcodes}
    Map tiles STAND-IN (generated tiles, no map data): http://${HOST}:${DEV_PORTS.tiles}/{z}/{x}/{y}.png
    Local outbox STAND-IN for the Trigger Email extension (nothing is sent): ${stack.outboxUrl}/

  Demo accounts are listed in README.md. Press Ctrl-C to stop everything.
`);

  const exit = await vite.exited;
  if (!stopping) {
    console.error(`Vite exited (${exit.code ?? exit.signal}).`);
    await shutdown(1);
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
