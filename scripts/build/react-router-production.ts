import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * react-router 7 ships `dist/production` but its package exports only point at `dist/development`
 * (remix-run/react-router#12532, #14102), so a production build would carry its dev warnings.
 * These aliases pick the production files for `vite build`; the two builds differ only in
 * `ENABLE_DEV_WARNINGS`.
 */
export function reactRouterProductionAliases(): Alias[] {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}
