/**
 * reports/scale.md from the benchmark's runs: each run stores its rows in reports/scale-runs.json
 * (keyed by its size), and the report sets the smallest and the largest run side by side, so the
 * documents each screen reads can be compared across data sizes.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

export interface Row {
  screen: string;
  ms: number;
  reads: number;
  bareMs?: number;
  /** How long, within the screen's time, a request to the emulators was in flight (./emulatorWait). */
  emulatorMs?: number;
  note?: string;
}

export interface Run {
  at: string;
  command: string;
  users: number;
  listings: number;
  messages: number;
  data: string;
  loadSeconds: number;
  machine: string;
  rows: Row[];
}

const RUNS = 'reports/scale-runs.json';

export function machine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; load average ${load} at the end (shared with other sessions)`;
}

const fmt = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '—' : Math.round(n).toLocaleString('en-GB'));
const size = (run: Run) => `${run.users.toLocaleString('en-GB')} users`;

function table(small: Run, large: Run | undefined): string[] {
  const runs = large && large !== small ? [small, large] : [small];
  const header = runs.flatMap((run) => [`Time, ${size(run)} (ms)`, `Reads, ${size(run)}`, `Bare query, ${size(run)} (ms)`, `App's share, ${size(run)} (ms)`]);
  const lines = [`| Screen | ${header.join(' | ')} | Note |`, `|---|${header.map(() => '---:').join('|')}|---|`];
  const screens = [...new Set(runs.flatMap((run) => run.rows.map((row) => row.screen)))];
  for (const screen of screens) {
    const cells = runs.flatMap((run) => {
      const row = run.rows.find((candidate) => candidate.screen === screen);
      const appMs = row?.emulatorMs === undefined ? undefined : row.ms - row.emulatorMs;
      return [fmt(row?.ms), fmt(row?.reads), fmt(row?.bareMs), fmt(appMs)];
    });
    const notes = [...new Set(runs.flatMap((run) => run.rows.find((row) => row.screen === screen)?.note ?? []))];
    lines.push(`| ${screen} | ${cells.join(' | ')} | ${notes.join('; ')} |`);
  }
  return lines;
}

export async function saveRun(run: Run): Promise<void> {
  const runs: Record<string, Run> = existsSync(RUNS) ? (JSON.parse(await readFile(RUNS, 'utf8')) as Record<string, Run>) : {};
  runs[String(run.users)] = run;
  await writeFile(RUNS, `${JSON.stringify(runs, null, 2)}\n`);
  const sorted = Object.values(runs).sort((a, b) => a.users - b.users);
  const small = sorted[0]!;
  const large = sorted.at(-1);
  await writeFile('reports/scale.md', report(small, large));
}

function report(small: Run, large: Run | undefined): string {
  const runs = large && large !== small ? [small, large] : [small];
  return [
    '# Scale benchmark',
    '',
    'Written by `npm run bench:scale` (tests/bench/scale.bench.ts) from the runs in `reports/scale-runs.json`: the smallest and the largest side by side.',
    '',
    ...runs.flatMap((run) => [
      `- **${size(run)}**: run ${run.at} by \`${run.command}\`. Data: ${run.data}; loaded in ${run.loadSeconds.toFixed(0)} s. Machine: ${run.machine}.`,
    ]),
    '',
    'Time = from the action until the screen is usable (its content visible), in the production build under `vite preview`, Chromium, local emulators. Reads = documents the data layer read (a count aggregation = 1 per 1,000 counted; listeners sharing one query count once, as the SDK runs one server target for them). Bare query = the screen\'s main query sent straight to the emulator over REST (as owner, no rules; a guest page\'s as a guest, rules evaluated, as the page sends it; where the screen sends several at once, all of them, 6 at a time like a browser, as the note says), so the emulator\'s own share of the time is visible: the emulator scans its in-memory data and slows down with size, production Firestore does not (its query time grows with the result, not the data). App\'s share = the time minus the part of it during which the page waited on the emulators, measured in the page: a request to the Firestore or Auth emulator in flight (Resource Timing) or a live listener waiting for its first answer (the data layer notes when it starts and when the answer arrives); so it is the time the app spent on its own work (loading code, rendering) while it waited for nothing.',
    '',
    ...table(small, large),
    '',
  ].join('\n');
}
