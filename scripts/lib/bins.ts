/** Absolute paths of the CLIs the scripts run with `node` (package exports hide some of them). */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export const bins = {
  vite: join(packageDir('vite'), 'bin/vite.js'),
  vitest: join(packageDir('vitest'), 'vitest.mjs'),
  eslint: join(packageDir('eslint'), 'bin/eslint.js'),
  tsc: join(packageDir('typescript'), 'bin/tsc'),
  playwright: join(packageDir('@playwright/test'), 'cli.js'),
  firebase: join(packageDir('firebase-tools'), 'lib/bin/firebase.js'),
};
