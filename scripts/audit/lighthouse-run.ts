/** Lighthouse (mobile preset) on one URL, several runs, reduced to Lighthouse's median run. */
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { SCORE_TARGETS, type ScoreCategory } from './pages';

const fullReportDir = 'reports/tmp/lighthouse';

interface NodeDetails {
  type: 'node';
  nodeLabel?: string;
  snippet?: string;
}

const isNode = (value: unknown): value is NodeDetails => typeof value === 'object' && value !== null && 'type' in value && value.type === 'node';

/** The first DOM node (`type: 'node'`) found in an audit's details, however deeply nested. */
function firstNode(details: unknown): NodeDetails | null {
  if (!details || typeof details !== 'object') return null;
  if (isNode(details)) return details;
  if ('node' in details && isNode(details.node)) return details.node;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(firstNode).find(Boolean) : typeof value === 'object' ? firstNode(value) : null;
    if (found) return found;
  }
  return null;
}

/** A short description of the LCP element, to know what to optimise (Lighthouse 13 reports it in an insight). */
function lcpElementOf(lhr: Result): string {
  const node = firstNode(lhr.audits['lcp-breakdown-insight']?.details) ?? firstNode(lhr.audits['largest-contentful-paint-element']?.details);
  return node ? `${node.nodeLabel ?? ''} <${(node.snippet ?? '').slice(0, 80)}>` : '';
}

/** One page's measures, as the report shows them. */
export interface PageMeasures {
  scores: Record<ScoreCategory, number>;
  performanceRuns: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement: string;
  failing: string[];
}

function summarize(lhr: Result, runs: Result[]): PageMeasures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(Object.keys(SCORE_TARGETS).map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)])) as Record<ScoreCategory, number>,
    performanceRuns: runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
    lcpMs: Math.round(metric('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(metric('total-blocking-time') ?? 0),
    cls: Math.round((metric('cumulative-layout-shift') ?? 0) * 1000) / 1000,
    fcpMs: Math.round(metric('first-contentful-paint') ?? 0),
    lcpElement: lcpElementOf(lhr),
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id)
      .slice(0, 12),
  };
}

/**
 * Audits a URL `runs` times and keeps Lighthouse's median run (the one closest to the median FCP
 * and TTI, as Lighthouse's own tooling picks it): one run's score moves with the machine's load.
 */
export async function auditUrl(url: string, { chromePort, runs, label }: { chromePort: number; runs: number; label: string }): Promise<PageMeasures> {
  const results: Result[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: Object.keys(SCORE_TARGETS) });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    results.push(result.lhr);
  }
  const median = computeMedianRun(results);
  // The full report (critical request chain, main-thread breakdown...) for whoever digs deeper.
  mkdirSync(fullReportDir, { recursive: true });
  writeFileSync(`${fullReportDir}/${label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}.json`, JSON.stringify(median));
  return summarize(median, results);
}
