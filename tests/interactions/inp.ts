/**
 * Interaction to Next Paint from the page's own Event Timing entries, reduced the way web-vitals'
 * onINP does: entries grouped by interactionId, each interaction's longest entry is its latency,
 * and a page with fewer than 50 interactions reports its slowest one.
 */

/** What the page's PerformanceObserver keeps of one `event` entry (durationThreshold 16 ms). */
export interface EventTiming {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  /** A short description of the event's target (tag, label or text). */
  target: string;
}

/** One interaction's latency and where it went (input delay, handlers, rendering the next frame). */
export interface Interaction {
  interactionId: number;
  durationMs: number;
  /** The event type of its longest entry (pointerup, click, keydown...). */
  event: string;
  target: string;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/** Targets for each row: the median of the runs and the slowest run. */
export const INP_TARGETS = { medianMs: 100, worstMs: 200 } as const;

function interactionOf(entry: EventTiming): Interaction {
  return {
    interactionId: entry.interactionId,
    durationMs: entry.duration,
    event: entry.name,
    target: entry.target,
    inputDelayMs: Math.round(entry.processingStart - entry.startTime),
    processingMs: Math.round(entry.processingEnd - entry.processingStart),
    presentationMs: Math.round(entry.startTime + entry.duration - entry.processingEnd),
  };
}

/** Every interaction in the entries (interactionId 0 marks events that are not part of one), in order. */
export function interactionsOf(entries: readonly EventTiming[]): Interaction[] {
  const longest = new Map<number, EventTiming>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  return [...longest.values()].map(interactionOf);
}

/**
 * The INP of one run: its slowest interaction, or null when none reached the 16 ms threshold
 * (the browser reports nothing shorter, so the interaction took under 16 ms).
 */
export function slowestInteraction(entries: readonly EventTiming[]): Interaction | null {
  return interactionsOf(entries).reduce<Interaction | null>((slowest, interaction) => (!slowest || interaction.durationMs > slowest.durationMs ? interaction : slowest), null);
}

/** A run's INP in milliseconds; a run whose interactions all stayed under the threshold counts as 0. */
export function runInpMs(slowest: Interaction | null): number {
  return slowest?.durationMs ?? 0;
}

export interface InpSummary {
  medianMs: number;
  worstMs: number;
}

export function summarizeRuns(runsMs: readonly number[]): InpSummary {
  if (runsMs.length === 0) throw new Error('No runs to summarise');
  const sorted = [...runsMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { medianMs, worstMs: sorted[sorted.length - 1] ?? 0 };
}

/** What a summary misses, or [] when it meets both targets. */
export function missedInpTargets({ medianMs, worstMs }: InpSummary): string[] {
  const missed: string[] = [];
  if (medianMs > INP_TARGETS.medianMs) missed.push(`median ${medianMs} ms > ${INP_TARGETS.medianMs} ms`);
  if (worstMs > INP_TARGETS.worstMs) missed.push(`worst ${worstMs} ms > ${INP_TARGETS.worstMs} ms`);
  return missed;
}
