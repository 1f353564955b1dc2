/**
 * Serves a build the way production does: the Firebase Hosting emulator (firebase-tools, pure
 * Node, runs offline) with firebase.json's rewrites, headers and compression, on its own ports.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { bins } from '../lib/bins';
import { startProcess, waitForHttp, type ProcessHandle } from '../stack/processes';
import { HOST, PROJECT_ID } from '../stack/ports';

const root = resolve(import.meta.dirname, '../..');

/** Hub and logging ports follow the hosting port so a running dev stack's defaults never clash. */
function hostingConfig(outDir: string, port: number) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { hosting: Record<string, unknown> };
  const configDir = join(root, '.stack');
  return {
    configDir,
    config: {
      hosting: { ...config.hosting, public: relative(configDir, resolve(root, outDir)) },
      emulators: {
        hosting: { host: HOST, port },
        hub: { host: HOST, port: port + 1 },
        logging: { port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    },
  };
}

export async function startHostingEmulator({ outDir, port, env }: { outDir: string; port: number; env: Record<string, string> }): Promise<ProcessHandle> {
  const { configDir, config } = hostingConfig(outDir, port);
  mkdirSync(configDir, { recursive: true });
  const configPath = join(configDir, `firebase.hosting.${port}.json`);
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const handle = startProcess(
    'hosting',
    process.execPath,
    [bins.firebase, 'emulators:start', '--only', 'hosting', '--project', PROJECT_ID, '--config', configPath],
    { env: { ...process.env, ...env }, quiet: true },
  );
  await waitForHttp(`http://${HOST}:${port}/`, { handle, timeoutMs: 120_000 });
  return handle;
}
