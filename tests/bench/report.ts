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

/** One distance search of the dense scenario: its first two pages against the true nearest rooms. */
export interface DenseCase {
  rooms: number;
  place: string;
  radiusKm: number;
  /** Rooms within the radius (of all the rooms, the demo seed's included). */
  inRadius: number;
  pages: DensePage[];
  /** The first page's search run in Node straight against the emulator (tests/bench/nearbyBare.ts). */
  bareMs?: number;
}

export interface DensePage {
  /** The page's rooms are exactly the next-nearest ones, in order. */
  exact: boolean;
  shown: number;
  queries: number;
  /** Documents billed: each query's documents, an empty one as 1. */
  reads: number;
  ms: number;
}

export interface DenseRun {
  at: string;
  command: string;
  data: string;
  loadSeconds: number;
  machine: string;
  cases: DenseCase[];
}

type StoredRuns = Record<string, Run | DenseRun>;
const DENSE_KEY = 'dense';
const isDense = (run: Run | DenseRun): run is DenseRun => 'cases' in run;

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

/** Stores a run (a sized run by its users, the dense run as `dense`) and rewrites reports/scale.md from all of them. */
export async function saveRun(run: Run | DenseRun): Promise<void> {
  const runs: StoredRuns = existsSync(RUNS) ? (JSON.parse(await readFile(RUNS, 'utf8')) as StoredRuns) : {};
  runs[isDense(run) ? DENSE_KEY : String(run.users)] = run;
  await writeFile(RUNS, `${JSON.stringify(runs, null, 2)}\n`);
  const sized = Object.values(runs)
    .filter((stored): stored is Run => !isDense(stored))
    .sort((a, b) => a.users - b.users);
  const dense = runs[DENSE_KEY];
  await writeFile('reports/scale.md', [...screensReport(sized[0], sized.at(-1)), ...(dense && isDense(dense) ? denseReport(dense) : [])].join('\n'));
}

const yesNo = (exact: boolean) => (exact ? 'yes' : '**no**');

function denseReport(run: DenseRun): string[] {
  const pageCount = Math.max(...run.cases.map((one) => one.pages.length));
  const pageHeaders = Array.from({ length: pageCount }, (_, p) => [`Page ${p + 1}: exactly the nearest`, `Page ${p + 1}: rooms`, `Page ${p + 1}: queries`, `Page ${p + 1}: reads`, `Page ${p + 1}: time (ms)`]).flat();
  const lines = [
    `| Rooms in London | Place | Radius | Rooms within it | ${pageHeaders.join(' | ')} | Page 1: bare search (ms) |`,
    `|---:|---|---:|---:|${pageHeaders.map((header) => (header.includes('exactly') ? '---' : '---:')).join('|')}|---:|`,
  ];
  for (const one of run.cases) {
    const cells = Array.from({ length: pageCount }, (_, p) => {
      const page = one.pages[p];
      return page ? [yesNo(page.exact), fmt(page.shown), fmt(page.queries), fmt(page.reads), fmt(page.ms)] : ['—', '—', '—', '—', '—'];
    }).flat();
    lines.push(`| ${fmt(one.rooms)} | ${one.place} | ${one.radiusKm} km | ${fmt(one.inRadius)} | ${cells.join(' | ')} | ${fmt(one.bareMs)} |`);
  }
  const all = run.cases.flatMap((one) => one.pages);
  return [
    '## Distance search on dense London',
    '',
    `- Run ${run.at} by \`${run.command}\`. Data: ${run.data}; loaded in ${run.loadSeconds.toFixed(0)} s. Machine: ${run.machine}.`,
    `- ${all.filter((page) => page.exact).length} of ${all.length} pages exactly the true nearest rooms; at most ${fmt(Math.max(...all.map((page) => page.queries)))} queries and ${fmt(Math.max(...all.map((page) => page.reads)))} reads a page.`,
    '',
    'Each search is the guest page `/?near=…&km=…` in the production build: page 1 as it loads, page 2 after "Load More". Exactly the nearest = the rooms the page shows, in order, are the next-nearest of all the rooms a guest may see (every visible located room read from the emulator, the demo seed\'s included, sorted by distance). Queries and reads = the page\'s geohash cell queries and the documents they were billed (an empty answer as 1), from its requests. Time = from the navigation or the click until the rooms show. Bare search = the same first page run in Node straight against the emulator (the app\'s search, its queries as a guest, 4 at a time), so the emulator\'s share of the time is visible: it scans its whole collection per query and slows with size, production Firestore does not (its query time grows with the result).',
    '',
    ...lines,
    '',
  ];
}

function screensReport(small: Run | undefined, large: Run | undefined): string[] {
  if (!small) return ['# Scale benchmark', ''];
  const runs = large && large !== small ? [small, large] : [small];
  return [
    '# Scale benchmark',
    '',
    'Written by `npm run bench:scale` (tests/bench/scale.bench.ts, and tests/bench/dense.bench.ts with `--dense`) from the runs in `reports/scale-runs.json`: the smallest and the largest side by side.',
    '',
    ...runs.flatMap((run) => [
      `- **${size(run)}**: run ${run.at} by \`${run.command}\`. Data: ${run.data}; loaded in ${run.loadSeconds.toFixed(0)} s. Machine: ${run.machine}.`,
    ]),
    '',
    'Time = from the action until the screen is usable (its content visible), in the production build under `vite preview`, Chromium, local emulators. Reads = documents the data layer read (a count aggregation = 1 per 1,000 counted; listeners sharing one query count once, as the SDK runs one server target for them). Bare query = the screen\'s main query sent straight to the emulator over REST (as owner, no rules; a guest page\'s as a guest, rules evaluated, as the page sends it; where the screen sends several at once, all of them, 6 at a time like a browser, as the note says), so the emulator\'s own share of the time is visible: the emulator scans its in-memory data and slows down with size, production Firestore does not (its query time grows with the result, not the data). App\'s share = the time minus the part of it during which the page waited on the emulators, measured in the page: a request to the Firestore or Auth emulator in flight (Resource Timing) or a live listener waiting for its first answer (the data layer notes when it starts and when the answer arrives); so it is the time the app spent on its own work (loading code, rendering) while it waited for nothing.',
    '',
    ...table(small, large),
    '',
  ];
}
