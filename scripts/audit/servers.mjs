/** The servers `npm run audit` measures a build on: `vite preview` and the Firebase Hosting emulator. */
import { bins } from '../lib/bins.mjs';
import { startProcess, waitForHttp } from '../stack/processes.mjs';
import { HOST, TEST_PORTS } from '../stack/ports.mjs';
import { startHostingEmulator } from './hosting.mjs';

export const previewUrl = `http://${HOST}:${TEST_PORTS.app}`;

/** Each server's name, description, URL and `start(env)`, which resolves to a handle with `stop()`. */
export function auditServers(outDir) {
  return {
    preview: {
      server: 'vite preview',
      description: '`vite preview` of the build: HTTP/1.1, no compression, no cache headers.',
      url: previewUrl,
      start: async (env) => {
        const handle = startProcess('preview', process.execPath, [bins.vite, 'preview', '--host', HOST, '--port', String(TEST_PORTS.app), '--strictPort', '--outDir', outDir], { env: { ...process.env, ...env }, quiet: true });
        await waitForHttp(`${previewUrl}/`, { handle });
        return handle;
      },
    },
    hosting: {
      server: 'Firebase Hosting emulator',
      description: "The Firebase Hosting emulator serving the same build with `firebase.json`'s rewrites, headers and compression (brotli/gzip), as production serves it.",
      url: `http://${HOST}:${TEST_PORTS.hosting}`,
      start: (env) => startHostingEmulator({ outDir, port: TEST_PORTS.hosting, env }),
    },
  };
}
