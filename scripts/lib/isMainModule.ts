import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** True when the module at `moduleUrl` (its import.meta.url) is the script node or tsx was started with. */
export function isMainModule(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(resolve(process.argv[1])).href;
}
