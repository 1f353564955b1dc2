/**
 * What the local stand-ins for outside services share: a plain Node HTTP server on a port (0 picks
 * a free one) with open CORS and a header saying the answer is a stand-in's, and a way to run one
 * directly until Ctrl-C. Used by the mortgage, postcodes.io and map-tile stand-ins.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const STAND_IN_HEADER = 'X-Stand-In';

/** Headers on every answer: CORS for the app's origin, and the stand-in's label (readable by the page). */
export function standInHeaders(label) {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    'Access-Control-Expose-Headers': STAND_IN_HEADER,
    'Access-Control-Max-Age': '600',
    [STAND_IN_HEADER]: label,
  };
}

/**
 * Starts `handle(req, res, url)` on host:port. Resolves to { url, close() } once listening.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => void | Promise<void>} handle
 * @param {{ port?: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStandIn(handle, { port = 0, host = '127.0.0.1' } = {}) {
  const server = createServer((req, res) => {
    Promise.resolve(handle(req, res, new URL(req.url ?? '/', 'http://localhost'))).catch((error) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolveStart({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
        close: () =>
          new Promise((resolveClose, rejectClose) => {
            server.close((error) => (error ? rejectClose(error) : resolveClose()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** True when the module at `moduleUrl` is the script node was started with. */
export function isMainModule(moduleUrl) {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(resolve(process.argv[1])).href;
}

/** Keeps a started stand-in running until SIGINT/SIGTERM. */
export function closeOnSignal(standIn) {
  const stop = () => standIn.close().then(() => process.exit(0), () => process.exit(1));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
