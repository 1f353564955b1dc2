/**
 * What the local stand-ins for outside services share: a plain Node HTTP server on a port (0 picks
 * a free one) with open CORS and a header saying the answer is a stand-in's, and a way to run one
 * directly until Ctrl-C. Used by the mortgage, postcodes.io and map-tile stand-ins.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const STAND_IN_HEADER = 'X-Stand-In';

/** A started stand-in: where it listens, and how to stop it. */
export interface StandIn {
  url: string;
  close: () => Promise<void>;
}

/** Where a stand-in listens: port 0 picks a free one. */
export interface StandInOptions {
  port?: number;
  host?: string;
}

export type StandInHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => unknown;

/** Headers on every answer: CORS for the app's origin, and the stand-in's label (readable by the page). */
export function standInHeaders(label: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    'Access-Control-Expose-Headers': STAND_IN_HEADER,
    'Access-Control-Max-Age': '600',
    [STAND_IN_HEADER]: label,
  };
}

/** Starts `handle(req, res, url)` on host:port. Resolves once listening. */
export function startStandIn(handle: StandInHandler, { port = 0, host = '127.0.0.1' }: StandInOptions = {}): Promise<StandIn> {
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
          new Promise<void>((resolveClose, rejectClose) => {
            server.close((error) => (error ? rejectClose(error) : resolveClose()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Keeps a started stand-in running until SIGINT/SIGTERM. */
export function closeOnSignal(standIn: StandIn): void {
  const stop = () => standIn.close().then(() => process.exit(0), () => process.exit(1));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
