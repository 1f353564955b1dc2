/** reports/lighthouse.md and reports/lighthouse.json from the audited rows of each server. */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { PageMeasures } from './lighthouse-run';
import { CLS_TARGET, LCP_TARGETS, SCORE_TARGETS, type AuditPage, type ScoreCategory } from './pages';

/** A floor's measures beside its page. */
export interface FloorSummary {
  lcpMs: number;
  fcpMs: number;
  performance: number;
}

/** One audited page on one server. */
export interface AuditRow extends Omit<AuditPage, 'dataFloor'>, PageMeasures {
  floor: FloorSummary | null;
  dataFloor: FloorSummary | null;
}

/** The rows of one server. */
export interface ServerResult {
  server: string;
  description: string;
  rows: AuditRow[];
}

/** What a row misses, or [] when it meets every target that applies to its kind of page. */
export function missedTargets(row: AuditRow): string[] {
  const missed = (Object.entries(SCORE_TARGETS) as [ScoreCategory, number][])
    .filter(([key, target]) => row.scores[key] < target)
    .map(([key, target]) => `${key} ${row.scores[key]} < ${target}`);
  if (row.cls >= CLS_TARGET) missed.push(`CLS ${row.cls} ≥ ${CLS_TARGET}`);
  if (row.kind === 'guide' && row.floor && row.lcpMs > row.floor.lcpMs * LCP_TARGETS.floorRatio) {
    missed.push(`LCP ${ratioOf(row)}× floor > ${LCP_TARGETS.floorRatio}×`);
  }
  if (row.dataFloor && row.lcpMs > row.dataFloor.lcpMs * LCP_TARGETS.floorRatio) {
    missed.push(`LCP ${ratioOf(row, 'dataFloor')}× data floor > ${LCP_TARGETS.floorRatio}×`);
  }
  if (row.kind === 'post' && row.lcpMs > LCP_TARGETS.postMs) missed.push(`LCP ${row.lcpMs} ms > ${LCP_TARGETS.postMs} ms`);
  return missed;
}

function ratioOf(row: AuditRow, floor: 'floor' | 'dataFloor' = 'floor'): string | null {
  const measured = row[floor];
  return measured ? (row.lcpMs / measured.lcpMs).toFixed(2) : null;
}

function tableOf(rows: AuditRow[]): string[] {
  return [
    '| Page | Perf | A11y | BP | SEO | FCP | LCP | Floor LCP (FCP) | LCP ÷ floor | Data floor LCP | LCP ÷ data floor | TBT | CLS | Meets targets | Perf of each run |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const missed = missedTargets(row);
      const floor = row.floor ? `${row.floor.lcpMs} ms (${row.floor.fcpMs} ms)` : '–';
      const dataFloor = row.dataFloor ? `${row.dataFloor.lcpMs} ms` : '–';
      return `| ${row.name} (\`${row.path}\`) | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} | ${row.scores.seo} | ${row.fcpMs} ms | ${row.lcpMs} ms | ${floor} | ${ratioOf(row) ?? '–'} | ${dataFloor} | ${ratioOf(row, 'dataFloor') ?? '–'} | ${row.tbtMs} ms | ${row.cls} | ${missed.length ? `no (${missed.join('; ')})` : 'yes'} | ${row.performanceRuns.join(', ')} |`;
    }),
  ];
}

export function writeReports(results: ServerResult[], runs: number): number {
  mkdirSync('reports', { recursive: true });
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    '# Lighthouse (mobile preset, simulated throttling)',
    '',
    `Run ${date} UTC with \`npm run audit\`: the production build against the emulators and demo data, in Debian Chromium. Each page is audited ${runs} times (\`AUDIT_RUNS\`); a row is Lighthouse's median run (closest to the median FCP and TTI), and the last column lists every run's performance score.`,
    '',
    `Targets: Performance ≥ ${SCORE_TARGETS.performance}, Accessibility, Best Practices and SEO ${SCORE_TARGETS.seo}, CLS < ${CLS_TARGET}; guide pages' LCP within ${LCP_TARGETS.floorRatio}× their floor; the home and location pages' LCP within ${LCP_TARGETS.floorRatio}× their data floor; room, roommate and location pages' LCP ≤ ${LCP_TARGETS.postMs} ms.`,
    '',
    'The **floor** of a prerendered page is the same built HTML with every script and module preload removed, served by the same server in the same run (`/__floor/<route>`): what the page paints with no JavaScript at all.',
    '',
    "The **data floor** of a page whose largest paint is data (the home page's first room photo) keeps one script, the page's early read, which reads the rooms and draws their cards with no app code (`/__data-floor/<route>`): the page against it is what the app's own code adds to that paint.",
    '',
    ...results.flatMap(({ server, description, rows }) => [`## ${server}`, '', description, '', ...tableOf(rows), '']),
  ];
  writeFileSync('reports/lighthouse.md', lines.join('\n'));
  writeFileSync('reports/lighthouse.json', `${JSON.stringify({ date, runs, targets: { scores: SCORE_TARGETS, lcp: LCP_TARGETS, cls: CLS_TARGET }, servers: results }, null, 2)}\n`);
  console.log('\nWrote reports/lighthouse.md and reports/lighthouse.json');
  return results.every(({ rows }) => rows.every((row) => missedTargets(row).length === 0)) ? 0 : 1;
}
