/**
 * `npm run bench:scale -- [--users 1000] [--listings 500] [--messages 2000]`: builds the app with
 * the read counter on (VITE_BENCH=true), starts its own emulator stack (BENCH ports, not the
 * dev or test ones), serves the build and runs tests/bench/scale.bench.ts, which loads the
 * synthetic data and writes reports/scale.md. With `--dense [200,2000,20000]` it runs the dense
 * distance-search scenario instead (tests/bench/dense.bench.ts, room counts within 15 km of
 * Charing Cross). Not part of `npm test`.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    listings: { type: 'string', default: '500' },
    messages: { type: 'string', default: '2000' },
    dense: { type: 'string' },
  },
  // `--dense` alone takes the default sizes.
  strict: false,
});
const dense = values.dense === undefined ? undefined : values.dense === true ? '200,2000,20000' : String(values.dense);
const BENCH_PORTS = { TEST_AUTH_PORT: '9596', TEST_FIRESTORE_PORT: '8586', TEST_STORAGE_PORT: '9696', TEST_MORTGAGE_PORT: '9796', TEST_POSTCODES_PORT: '9797', TEST_TILES_PORT: '9798', TEST_APP_PORT: '5186' };
for (const [name, port] of Object.entries(BENCH_PORTS)) process.env[name] ??= port;
Object.assign(process.env, {
  BENCH_USERS: values.users,
  BENCH_LISTINGS: values.listings,
  BENCH_MESSAGES: values.messages,
  ...(dense ? { BENCH_DENSE: dense } : {}),
  VITE_BENCH: 'true',
  E2E_DIST: process.env.E2E_DIST ?? 'dist-bench',
  E2E_RESULTS: process.env.E2E_RESULTS ?? 'test-results-bench',
});

// Imported after the ports are set: ports.ts reads them when loaded.
const { runE2e } = await import('../e2e');
process.exitCode = await runE2e(['--config', 'tests/bench/playwright.bench.config.ts', dense ? 'dense.bench.ts' : 'scale.bench.ts']);
