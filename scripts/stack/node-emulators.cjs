/*
 * Auth + Storage emulators of firebase-tools, started in-process.
 *
 * Why in-process: firebase-tools refuses to start its Java emulators on Java < 21 and the
 * Storage emulator needs a Java rules runtime that cannot be downloaded offline. The Node
 * implementations still work when driven directly. Storage rules are NOT
 * enforced here: the storage layer is swapped for the allow-all admin one. firebase-tools is
 * pinned exactly in package.json; tests/data/storage.test.ts breaks on an upgrade
 * that changes these internals.
 *
 * Usage: node scripts/stack/node-emulators.cjs   (env: PROJECT_ID, AUTH_PORT, STORAGE_PORT, HOST)
 */
const path = require('node:path');

const lib = path.dirname(require.resolve('firebase-tools/lib/emulator/registry.js'));
const { EmulatorRegistry } = require(path.join(lib, 'registry.js'));
const { AuthEmulator, SingleProjectMode } = require(path.join(lib, 'auth/index.js'));
const { StorageEmulator } = require(path.join(lib, 'storage/index.js'));
const { createApp } = require(path.join(lib, 'storage/server.js'));
const utils = require(path.join(lib, '../utils.js'));

const host = process.env.HOST || '127.0.0.1';
const projectId = process.env.PROJECT_ID || 'demo-roomshare';
const authPort = Number(process.env.AUTH_PORT || 9099);
const storagePort = Number(process.env.STORAGE_PORT || 9199);

const allowAllRules = { getRuleset: () => ({ allowAll: true }), start: async () => {}, stop: async () => {} };

class UnrulyStorageEmulator extends StorageEmulator {
  createRulesManager() {
    return allowAllRules;
  }
  async start() {
    this._storageLayer = this._adminStorageLayer;
    this._app = await createApp(this.args.projectId, this);
    const server = this._app.listen(this.getInfo().port, this.getInfo().host);
    this.destroyServer = utils.createDestroyer(server);
  }
  async stop() {
    await this._persistence.deleteAll();
    return this.destroyServer ? this.destroyServer() : undefined;
  }
}

async function main() {
  await EmulatorRegistry.start(
    new AuthEmulator({ host, port: authPort, projectId, singleProjectMode: SingleProjectMode.WARNING }),
  );
  await EmulatorRegistry.start(
    new UnrulyStorageEmulator({ host, port: storagePort, projectId, rules: 'storage.rules', auto_download: false }),
  );
  console.log(`[node-emulators] auth on ${host}:${authPort}, storage on ${host}:${storagePort} (project ${projectId})`);
  console.log('[node-emulators] WARNING: storage.rules are NOT enforced by this offline Storage emulator.');
}

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await EmulatorRegistry.stopAll().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

main().catch((error) => {
  console.error('[node-emulators] failed to start:', error);
  process.exit(1);
});
