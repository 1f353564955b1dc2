/** reports/interactions.md (the table) and reports/interactions.json (every run's slowest interaction). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { INP_TARGETS, missedInpTargets, runInpMs, summarizeRuns, type Interaction } from './inp';

export interface StepResult {
  id: string;
  name: string;
  /** Each run's slowest interaction (null: none reached the 16 ms threshold). */
  runs: (Interaction | null)[];
  /** The floor row: shown beside the others, not held to the targets. */
  floor?: true;
  /** Why the step stopped before its last run, if it did. */
  error?: string;
}

export interface RunSettings {
  cpuSlowdown: number;
  viewport: string;
  userAgent: string;
  /** Cores and load average when the run started: a shared machine's load shows in every row. */
  machine: string;
}

const ms = (value: number | null) => (value === null ? '–' : value === 0 ? '< 16 ms' : `${Math.round(value)} ms`);

/** Where the slowest run's time went: input delay + handlers + rendering the next frame. */
function breakdown(runs: (Interaction | null)[]): string {
  const worst = runs.reduce<Interaction | null>((slowest, run) => (run && (!slowest || run.durationMs > slowest.durationMs) ? run : slowest), null);
  return worst ? `${worst.event} on ${worst.target}: ${worst.inputDelayMs} + ${worst.processingMs} + ${worst.presentationMs} ms` : '–';
}

export function rowsOf(results: StepResult[]) {
  return results.map((result) => {
    const runsMs = result.runs.map(runInpMs);
    if (result.error || runsMs.length === 0) return { ...result, runsMs, medianMs: null, worstMs: null, missed: [`failed: ${result.error ?? 'no run'}`] };
    const summary = summarizeRuns(runsMs);
    return { ...result, runsMs, ...summary, missed: result.floor ? [] : missedInpTargets(summary) };
  });
}

/** Writes both reports; returns the rows that miss a target (or failed). */
export function writeInteractionReports(results: StepResult[], settings: RunSettings): ReturnType<typeof rowsOf> {
  const rows = rowsOf(results);
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    '# Interaction to Next Paint (mobile, CPU slowed 4×)',
    '',
    `Run ${date} UTC with \`npm run audit\` (its interaction part; \`AUDIT_PARTS=interactions\` runs it alone): the production build served by \`vite preview\` against the emulators and demo data, in Debian Chromium driven by Playwright; viewport ${settings.viewport} (Lighthouse's mobile preset), CPU slowed ${settings.cpuSlowdown}× with \`Emulation.setCPUThrottlingRate\` (the preset's slowdown). Each interaction runs ${rows[0]?.runs.length ?? 0} times, each time on a freshly loaded screen (loaded at full speed, to keep the run short) once its deferred extras (web-vitals, the service worker, late reads: 3 s after \`load\`) have run and its main thread has been quiet for a second; the element to tap is found and scrolled into view at full speed (finding it runs Playwright's own scripts in the page, which a finger does not), then the CPU is slowed from just before the tap or key until the screen has settled again. Machine: ${settings.machine}.`,
    '',
    'The **floor** row is a tap on plain text, which runs none of the app\'s code and changes nothing: what the machine itself adds to every interaction (input routing, a frame), measured the same way.',
    '',
    "INP is measured in the page: a PerformanceObserver on `event` entries (durationThreshold 16 ms) groups them by `interactionId` and keeps each interaction's longest entry, as web-vitals' `onINP` does; a run's value is its slowest interaction (typing has one per key). \"< 16 ms\" means the browser reported no entry: the interaction took under 16 ms.",
    '',
    `Targets: median ≤ ${INP_TARGETS.medianMs} ms, worst ≤ ${INP_TARGETS.worstMs} ms.`,
    '',
    '| Interaction | Median | Worst | Meets targets | Runs | Slowest run: event on target, input delay + processing + presentation |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.name} | ${ms(row.medianMs)} | ${ms(row.worstMs)} | ${row.floor ? '(floor)' : row.missed.length ? `no (${row.missed.join('; ')})` : 'yes'} | ${row.runsMs.map(ms).join(', ')} | ${breakdown(row.runs)} |`),
    '',
  ];
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/interactions.md', lines.join('\n'));
  writeFileSync('reports/interactions.json', `${JSON.stringify({ date, ...settings, targets: INP_TARGETS, rows }, null, 2)}\n`);
  return rows.filter((row) => row.missed.length > 0);
}
