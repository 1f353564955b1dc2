/**
 * Setup file of every Vitest layer: a test that fakes the timers gets real ones back after it, as
 * `unstubGlobals` and `unstubEnvs` (set in each config) give back stubbed globals and variables.
 * So only a file that swaps a module needs a module graph of its own (tests/support/isolation.ts).
 */
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});
