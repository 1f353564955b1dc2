import net from 'node:net';
import { HOST } from './ports';
import { cleanUpStaleProcesses } from './processes';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, HOST);
  });
}

/** The ports of `ports` that something is listening on, as "name (port)". */
export async function busyPorts(ports: Record<string, number>): Promise<string[]> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (!(await isFree(port))) busy.push(`${name} (${port})`);
  return busy;
}

/** Fails early, naming the port, when something (often a previous stack) is still listening. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  cleanUpStaleProcesses();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const busy = await busyPorts(ports);
  if (busy.length) {
    throw new Error(`These ports are already in use: ${busy.join(', ')}. Is another "npm run dev" or "npm test" still running?`);
  }
}
