/** The servers `npm run audit` measures a build on: `vite preview` and the Firebase Hosting emulator. */
import { bins } from '../lib/bins';
import { startProcess, waitForHttp, type ProcessHandle } from '../stack/processes';
import { HOST, TEST_PORTS } from '../stack/ports';
import { startHostingEmulator } from './hosting';

export const previewUrl = `http://${HOST}:${TEST_PORTS.app}`;

/** A server the audit measures on: `start(env)` resolves to a handle with `stop()`. */
export interface AuditServer {
  server: string;
  description: string;
  url: string;
  start: (env: Record<string, string>) => Promise<ProcessHandle>;
}

/** Each server's name, description, URL and `start(env)`. */
export function auditServers(outDir: string): Record<'preview' | 'hosting', AuditServer> {
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
