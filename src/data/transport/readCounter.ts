/**
 * Documents read, counted for the scale benchmark (scripts/bench/scale.ts) in a build made
 * with VITE_BENCH=true only: `window.__roomshareReads`, and the one-shot reads still under way,
 * `window.__roomshareReadsInFlight` (so the benchmark waits for a screen's slow reads rather than
 * for a quiet second), and when each listener waited for its first answer,
 * `window.__roomshareListenerWaits` (the benchmark counts that as the emulator's time, as it does
 * a request's). Other builds do nothing here.
 */
const ENABLED = import.meta.env.VITE_BENCH === 'true';

interface BenchWindow {
  __roomshareReads?: number;
  __roomshareReadsInFlight?: number;
  __roomshareListenerWaits?: [start: number, end: number][];
}

export function countReads(documents: number): void {
  if (!ENABLED || typeof window === 'undefined') return;
  const target = window as unknown as BenchWindow;
  target.__roomshareReads = (target.__roomshareReads ?? 0) + documents;
}

/** Counts `request` as under way until it settles; returns it unchanged. */
export function trackRead<T>(request: Promise<T>): Promise<T> {
  if (!ENABLED || typeof window === 'undefined') return request;
  const target = window as unknown as BenchWindow;
  target.__roomshareReadsInFlight = (target.__roomshareReadsInFlight ?? 0) + 1;
  const settle = () => {
    target.__roomshareReadsInFlight = (target.__roomshareReadsInFlight ?? 1) - 1;
  };
  request.then(settle, settle);
  return request;
}

/**
 * Marks a listener as waiting for its first answer from the server, from now; call the returned
 * function when it arrives (a listener's traffic shares one long-lived channel, which Resource
 * Timing cannot split by query).
 */
export function trackListenerWait(): () => void {
  if (!ENABLED || typeof window === 'undefined') return () => undefined;
  const target = window as unknown as BenchWindow;
  const start = performance.now();
  let answered = false;
  return () => {
    if (answered) return;
    answered = true;
    (target.__roomshareListenerWaits ??= []).push([start, performance.now()]);
  };
}
