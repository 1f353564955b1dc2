// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

interface BenchWindow {
  __roomshareReads?: number;
  __roomshareReadsInFlight?: number;
  __roomshareListenerWaits?: [number, number][];
}
const benchWindow = () => window as unknown as BenchWindow;

/** The module reads VITE_BENCH when loaded. */
async function loadWith(bench: boolean) {
  vi.stubEnv('VITE_BENCH', bench ? 'true' : 'false');
  vi.resetModules();
  return import('./readCounter');
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete benchWindow().__roomshareReads;
  delete benchWindow().__roomshareReadsInFlight;
  delete benchWindow().__roomshareListenerWaits;
});

describe('read counter (benchmark builds)', () => {
  it('adds up documents read and counts one-shot reads until they settle', async () => {
    const { countReads, trackRead } = await loadWith(true);
    countReads(3);
    countReads(1);
    let answer: (value: string) => void = () => undefined;
    const request = trackRead(new Promise<string>((resolve) => (answer = resolve)));
    expect(benchWindow()).toMatchObject({ __roomshareReads: 4, __roomshareReadsInFlight: 1 });
    answer('done');
    await expect(request).resolves.toBe('done');
    expect(benchWindow().__roomshareReadsInFlight).toBe(0);
  });

  it('records a listener\'s wait for its first answer once, however often it is answered', async () => {
    const { trackListenerWait } = await loadWith(true);
    const answered = trackListenerWait();
    expect(benchWindow().__roomshareListenerWaits).toBeUndefined();
    answered();
    answered();
    const waits = benchWindow().__roomshareListenerWaits ?? [];
    expect(waits).toHaveLength(1);
    const [start, end] = waits[0]!;
    expect(end).toBeGreaterThanOrEqual(start);
  });

  it('does nothing in other builds', async () => {
    const { countReads, trackListenerWait } = await loadWith(false);
    countReads(5);
    trackListenerWait()();
    expect(benchWindow().__roomshareReads).toBeUndefined();
    expect(benchWindow().__roomshareListenerWaits).toBeUndefined();
  });
});
