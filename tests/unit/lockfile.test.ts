/**
 * `npm ci` refuses a lockfile that lacks any package's optional dependencies, other platforms'
 * native binaries included (`@rollup/rollup-darwin-arm64` on Linux): a lockfile written by an
 * install that skipped them breaks every clean install on every machine. Regenerate it with
 * `npm install --package-lock-only`, which records all platforms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

interface LockedPackage {
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(join(import.meta.dirname, '../../package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** Where npm finds `name` from the package installed at `path`: its own node_modules, then each parent's. */
function resolves(path: string, name: string): boolean {
  let base = path;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

it('locks every optional dependency of every package, for all platforms', () => {
  const missing = Object.entries(lock.packages).flatMap(([path, locked]) =>
    Object.keys(locked.optionalDependencies ?? {})
      .filter((name) => !resolves(path, name))
      .map((name) => `${name} (for ${path || 'the project'})`),
  );
  expect(missing).toEqual([]);
});
