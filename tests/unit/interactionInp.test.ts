import { describe, expect, it } from 'vitest';
import { interactionsOf, INP_TARGETS, missedInpTargets, runInpMs, slowestInteraction, summarizeRuns, type EventTiming } from '../interactions/inp';

function entry(interactionId: number, name: string, duration: number, startTime = 100): EventTiming {
  return { interactionId, name, startTime, duration, processingStart: startTime + 10, processingEnd: startTime + 30, target: 'button "Filters"' };
}

describe('INP from Event Timing entries', () => {
  it('groups entries by interactionId and keeps each interaction’s longest entry', () => {
    const interactions = interactionsOf([entry(7, 'pointerdown', 24), entry(7, 'pointerup', 56), entry(7, 'click', 48), entry(9, 'keydown', 32)]);
    expect(interactions.map(({ interactionId, durationMs, event }) => ({ interactionId, durationMs, event }))).toEqual([
      { interactionId: 7, durationMs: 56, event: 'pointerup' },
      { interactionId: 9, durationMs: 32, event: 'keydown' },
    ]);
  });

  it('ignores events that are not part of an interaction (interactionId 0)', () => {
    expect(interactionsOf([entry(0, 'mouseover', 300), entry(3, 'click', 40)]).map((interaction) => interaction.interactionId)).toEqual([3]);
  });

  it('splits the slowest interaction into input delay, processing and presentation', () => {
    const slowest = slowestInteraction([entry(1, 'keydown', 40), entry(2, 'keyup', 120, 500), entry(3, 'keydown', 64)]);
    expect(slowest).toMatchObject({ interactionId: 2, durationMs: 120, inputDelayMs: 10, processingMs: 20, presentationMs: 90 });
  });

  it('reports no interaction when nothing reached the 16 ms threshold, counted as 0 ms', () => {
    const slowest = slowestInteraction([entry(0, 'mousemove', 20)]);
    expect(slowest).toBeNull();
    expect(runInpMs(slowest)).toBe(0);
  });
});

describe('runs reduced to median and worst', () => {
  it('takes the middle of an odd number of runs and the largest as worst', () => {
    expect(summarizeRuns([88, 40, 200, 64, 72])).toEqual({ medianMs: 72, worstMs: 200 });
  });

  it('averages the two middle runs of an even number', () => {
    expect(summarizeRuns([40, 80, 60, 100])).toEqual({ medianMs: 70, worstMs: 100 });
  });

  it('refuses to summarise no runs', () => {
    expect(() => summarizeRuns([])).toThrow('No runs');
  });

  it('names each missed target and nothing when both are met', () => {
    expect(missedInpTargets({ medianMs: INP_TARGETS.medianMs, worstMs: INP_TARGETS.worstMs })).toEqual([]);
    expect(missedInpTargets({ medianMs: 104, worstMs: 232 })).toEqual(['median 104 ms > 100 ms', 'worst 232 ms > 200 ms']);
  });
});
