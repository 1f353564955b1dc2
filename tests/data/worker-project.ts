/**
 * Setup file of the data-layer suite: each Vitest worker reads and writes its own emulator
 * project (and so its own Storage bucket), so test files run side by side and one file clearing
 * its project leaves the others' data alone. The app's config (src/config/env.ts) reads it from
 * import.meta.env, which Vitest serves from process.env; this runs before a file's imports.
 */
process.env.VITE_FIREBASE_PROJECT_ID = `demo-roomshare-data-${process.env.VITEST_POOL_ID ?? '1'}`;
