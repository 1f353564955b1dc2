/**
 * Brings up the local Firebase stack on the given ports and returns the environment that
 * points clients at it. Two ways (docs/architecture.md, "The local Firebase stack"):
 *
 * - "fallback" (default when the Cloud SDK Firestore jar is present, e.g. offline with Java 17):
 *   Firestore from that jar with firestore.rules, Auth + Storage in-process from firebase-tools
 *   (storage.rules NOT enforced, and we say so).
 * - "firebase" (Java ≥ 21 with internet, or STACK_MODE=firebase): plain
 *   `firebase emulators:start` for all three, rules enforced everywhere.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, waitForHttp, type ProcessHandle } from './processes';
import { HOST, PROJECT_ID, type EmulatorPorts, type StackPorts } from './ports';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const CLOUD_SDK_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

export function firestoreJar(): string | null {
  const jar = process.env.FIRESTORE_EMULATOR_JAR || CLOUD_SDK_JAR;
  return existsSync(jar) ? jar : null;
}

export function javaMajorVersion(): number {
  // `java -version` prints to stderr.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.error ? 0 : parseJavaVersion(`${result.stderr}${result.stdout}`);
}

function parseJavaVersion(text: string): number {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

export function chooseMode(): 'fallback' | 'firebase' {
  const forced = process.env.STACK_MODE;
  if (forced === 'fallback' || forced === 'firebase') return forced;
  return firestoreJar() && javaMajorVersion() >= 11 ? 'fallback' : 'firebase';
}

/** The parts of firebase.json the firebase-mode stack rewrites. */
interface FirebaseJson {
  emulators: EmulatorPorts['emulators'] & { hub?: unknown; logging?: unknown };
  firestore: { rules?: string; indexes?: string };
  storage: { rules?: string; indexes?: string };
}

function stackTmpDir(ports: StackPorts): string {
  const dir = join(root, '.stack', `tmp-${ports.storage}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The emulator lives for one dev session or test run, too short for the JVM's optimising
 * compiler to pay back the CPU it takes on 2 cores: C1 only and the single-threaded collector
 * cut its CPU in an end-to-end run from 46 s to 16 s (34 journeys, 2.2 → 1.9 min) and left the
 * rules suite unchanged (92 → 89 s).
 */
const FIRESTORE_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

async function startFallback(ports: StackPorts, { quiet }: { quiet: boolean }): Promise<ProcessHandle[]> {
  const jar = firestoreJar();
  if (!jar) throw new Error(`No Firestore emulator jar: set FIRESTORE_EMULATOR_JAR or install the Cloud SDK component (looked for ${CLOUD_SDK_JAR}).`);
  const firestore = startProcess(
    'firestore',
    'java',
    [...FIRESTORE_JVM_OPTIONS, '-cp', jar, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', 'start', '--host', HOST, '--port', String(ports.firestore), '--project_id', PROJECT_ID, '--rules', join(root, 'firestore.rules')],
    { cwd: root, quiet },
  );
  const nodeEmulators = startProcess('auth+storage', process.execPath, [join(root, 'scripts/stack/node-emulators.cjs')], {
    cwd: root,
    quiet,
    // Its own TMPDIR: the Storage emulator keeps blobs under $TMPDIR and deletes them on stop.
    env: { ...process.env, PROJECT_ID, HOST, AUTH_PORT: String(ports.auth), STORAGE_PORT: String(ports.storage), TMPDIR: stackTmpDir(ports) },
  });
  // As long as the firebase-tools path waits: a loaded 2-core machine can take over a minute.
  const timeoutMs = 180_000;
  await Promise.all([
    waitForHttp(`http://${HOST}:${ports.firestore}/`, { handle: firestore, timeoutMs }),
    waitForHttp(`http://${HOST}:${ports.auth}/`, { handle: nodeEmulators, timeoutMs }),
    waitForHttp(`http://${HOST}:${ports.storage}/`, { handle: nodeEmulators, timeoutMs }),
  ]);
  console.warn('\n\x1b[33m⚠  Offline fallback stack: storage.rules are NOT enforced by this Storage emulator (docs/architecture.md, "The local Firebase stack").\x1b[0m\n');
  return [firestore, nodeEmulators];
}

async function startFirebase(ports: StackPorts, { quiet }: { quiet: boolean }): Promise<ProcessHandle[]> {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
  config.emulators.auth.port = ports.auth;
  config.emulators.firestore.port = ports.firestore;
  config.emulators.storage.port = ports.storage;
  // firebase.json fixes the hub's and the logger's ports for `npm run emulators`; left unset, each
  // stack's CLI takes free ones, so the test stack starts beside `npm run dev`'s.
  delete config.emulators.hub;
  delete config.emulators.logging;
  for (const key of ['firestore', 'storage'] as const) {
    for (const field of ['rules', 'indexes'] as const) {
      const file = config[key][field];
      if (file) config[key][field] = join(root, file);
    }
  }
  const dir = join(root, '.stack');
  mkdirSync(dir, { recursive: true });
  const configPath = join(dir, `firebase.${ports.firestore}.json`);
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const emulators = startProcess('firebase', process.execPath, [cli, 'emulators:start', '--only', 'auth,firestore,storage', '--project', PROJECT_ID, '--config', configPath], {
    cwd: root,
    quiet,
  });
  await Promise.all(
    [ports.firestore, ports.auth, ports.storage].map((port) => waitForHttp(`http://${HOST}:${port}/`, { handle: emulators, timeoutMs: 180_000 })),
  );
  return [emulators];
}

/** Environment variables pointing SDKs, scripts and the app at the stack. */
export function stackEnv(ports: StackPorts): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://${HOST}:${ports.storage}`,
    GCLOUD_PROJECT: PROJECT_ID,
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_EMULATOR_HOST: HOST,
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_MORTGAGE_API_URL: `http://${HOST}:${ports.mortgage}`,
    VITE_MORTGAGE_API_SAMPLE: 'true',
    VITE_POSTCODES_API_URL: `http://${HOST}:${ports.postcodes}`,
    VITE_MAP_TILE_URL: `http://${HOST}:${ports.tiles}/{z}/{x}/{y}.png`,
    VITE_MAP_ATTRIBUTION: 'Local map stand-in: generated tiles, no map data',
  };
}

/** A running stack: its mode, the environment pointing at it, the outbox's URL, and stop(). */
export interface Stack {
  mode: 'fallback' | 'firebase';
  env: Record<string, string>;
  outboxUrl: string;
  stop: () => Promise<void>;
}

/** Starts emulators + the sample mortgage API + the postcodes.io, map-tile and outbox stand-ins. */
export async function startStack(ports: StackPorts, { quiet = false }: { quiet?: boolean } = {}): Promise<Stack> {
  const mode = chooseMode();
  console.log(`Starting the local Firebase stack (${mode} mode): Firestore ${ports.firestore}, Auth ${ports.auth}, Storage ${ports.storage}`);
  const handles = mode === 'fallback' ? await startFallback(ports, { quiet }) : await startFirebase(ports, { quiet });
  const { startMortgageSampleApi } = await import('./mortgage-sample-api');
  const mortgage = await startMortgageSampleApi({ port: ports.mortgage, host: HOST });
  const { startPostcodesStandIn } = await import('./postcodes-stand-in');
  const postcodes = await startPostcodesStandIn({ port: ports.postcodes, host: HOST });
  const { startMapTilesStandIn } = await import('./map-tiles-stand-in');
  const tiles = await startMapTilesStandIn({ port: ports.tiles, host: HOST });
  const { startOutboxStandIn } = await import('./outbox-stand-in');
  const outbox = await startOutboxStandIn({ port: ports.outbox, host: HOST, firestoreHost: `${HOST}:${ports.firestore}`, projectId: PROJECT_ID, appId: process.env.VITE_APP_ID || 'roomshare-uk' });
  return {
    mode,
    env: stackEnv(ports),
    outboxUrl: outbox.url,
    async stop() {
      await Promise.all([mortgage.close(), postcodes.close(), tiles.close(), outbox.close()]);
      await Promise.all(handles.map((handle) => handle.stop()));
    },
  };
}
