/**
 * Documents read, counted for the scale benchmark (scripts/bench/scale.mjs) in a build made
 * with VITE_BENCH=true only: `window.__roomshareReads`. Other builds do nothing here.
 */
const ENABLED = import.meta.env.VITE_BENCH === 'true';

interface BenchWindow {
  __roomshareReads?: number;
}

export function countReads(documents: number): void {
  if (!ENABLED || typeof window === 'undefined') return;
  const target = window as unknown as BenchWindow;
  target.__roomshareReads = (target.__roomshareReads ?? 0) + documents;
}
