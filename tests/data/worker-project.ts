/**
 * Setup file of the data-layer suite: each Vitest worker reads and writes its own emulator
 * project (and so its own Storage bucket), so test files run side by side. The app's config
 * (src/config/env.ts) reads it from import.meta.env, which Vitest serves from process.env; this
 * runs before a file's imports.
 */
import { projectPerWorker } from '../support/workerProject';

process.env.VITE_FIREBASE_PROJECT_ID = projectPerWorker('demo-roomshare-data');
