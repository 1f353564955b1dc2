/**
 * Emulator addresses and the rules coverage report. No Vitest imports here: the global setup
 * (a separate context) uses this module too.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { projectPerWorker } from '../../support/workerProject';

/** The stem of the rules tests' project ids; a demo-* id never touches a real project. */
const PROJECT_ID = 'demo-roomshare-rules';

/** This worker's rules project (`poolId` names another worker's, for the global setup). */
export function workerProjectId(poolId?: string): string {
  return projectPerWorker(PROJECT_ID, poolId);
}

/** Repository root (this file is tests/rules/support/emulator.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The rules under test: the repository's firestore.rules, read once. */
export const FIRESTORE_RULES = readFileSync(`${REPO_ROOT}firestore.rules`, 'utf8');

export interface HostPort {
  host: string;
  port: number;
}

/** Parses `host:port` (also `[::1]:port`) from an emulator environment variable. */
export function parseHostPort(value: string | undefined, variable: string): HostPort {
  const text = value?.trim() ?? '';
  const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(text);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `${variable} must be set to host:port of a running emulator (got "${text}"). ` +
        'Run `npm run test:rules`, or start the emulator yourself (see SECURITY.md).',
    );
  }
  return { host: match[1].replace(/^\[|\]$/g, ''), port: Number(match[2]) };
}

export function firestoreEmulator(): HostPort {
  return parseHostPort(process.env.FIRESTORE_EMULATOR_HOST, 'FIRESTORE_EMULATOR_HOST');
}

/** Set only where a Storage emulator with its rules runtime (Java 21 + download) is available. */
export function storageEmulator(): HostPort | null {
  const value = process.env.STORAGE_RULES_EMULATOR_HOST;
  return value ? parseHostPort(value, 'STORAGE_RULES_EMULATOR_HOST') : null;
}

export function emulatorUrl({ host, port }: HostPort, path: string): string {
  const name = host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}${path}`;
}

/** Loads Firestore rules into the emulator for a project (this also resets its rules coverage). */
export async function loadFirestoreRules(emulator: HostPort, rules: string, projectId: string): Promise<void> {
  const response = await fetch(emulatorUrl(emulator, `/emulator/v1/projects/${projectId}:securityRules`), {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  if (!response.ok) throw new Error(`the emulator refused firestore.rules: ${await response.text()}`);
}

/** Names a load of `rules` for `projectId` (the global setup hands the test files its own). */
export function rulesLoadKey(rules: string, projectId: string): string {
  return `${projectId}:${createHash('sha256').update(rules).digest('hex')}`;
}

/**
 * Makes sure the emulator runs exactly these rules, loading them only when the global setup did
 * not (`loaded`, its rulesLoadKey): the emulator resets rules coverage on every load, so the suite
 * loads them once and test files share that load. Not by asking the emulator: its coverage report
 * grows with every rule evaluated, and reading it before each file slowed the suite down file by
 * file (from 3 s to 20 s a file over a run).
 */
export async function ensureFirestoreRules(emulator: HostPort, rules: string, projectId: string, loaded: readonly string[] | undefined): Promise<void> {
  if (loaded?.includes(rulesLoadKey(rules, projectId))) return;
  await loadFirestoreRules(emulator, rules, projectId);
}

interface CoverageNode {
  sourcePosition?: { line?: number; column?: number };
  values?: { value?: { boolValue?: boolean } }[];
  children?: CoverageNode[];
}

interface CoverageReport {
  rules?: { files?: { content?: string }[] };
  report?: CoverageNode[];
}

interface CoverageSummary {
  expressions: number;
  unevaluated: number;
  unevaluatedLines: number[];
  allowStatements: number;
  /** Allow statements never seen both granting and denying. */
  oneSidedAllowLines: number[];
}

function summarise(report: CoverageReport): CoverageSummary {
  const source = report.rules?.files?.[0]?.content?.split('\n') ?? [];
  const summary: CoverageSummary = { expressions: 0, unevaluated: 0, unevaluatedLines: [], allowStatements: 0, oneSidedAllowLines: [] };
  const unevaluated = new Set<number>();
  const visit = (node: CoverageNode): void => {
    const line = node.sourcePosition?.line ?? 0;
    summary.expressions += 1;
    if (!node.values?.length) {
      summary.unevaluated += 1;
      unevaluated.add(line);
    }
    node.children?.forEach(visit);
  };
  for (const root of report.report ?? []) {
    visit(root);
    const line = root.sourcePosition?.line ?? 0;
    if (!/^\s*allow /.test(source[line - 1] ?? '')) continue;
    summary.allowStatements += 1;
    const outcomes = new Set(root.values?.map((entry) => entry.value?.boolValue));
    if (!outcomes.has(true) || !outcomes.has(false)) summary.oneSidedAllowLines.push(line);
  }
  summary.unevaluatedLines = [...unevaluated].sort((a, b) => a - b);
  return summary;
}

/** The report the emulator's HTML page carries as `const data = {...};` (the same JSON its JSON endpoint serves). */
function reportInPage(html: string): CoverageReport {
  const start = html.indexOf('const data = ');
  const end = html.indexOf('\n};\n', start);
  if (start < 0 || end < 0) throw new Error('the rules coverage page holds no report data');
  return JSON.parse(html.slice(start + 'const data = '.length, end + 2)) as CoverageReport;
}

/**
 * Saves the emulator's rules coverage report (HTML, as the emulator renders it) and a compact JSON
 * summary under reports/, and returns a one-line summary. The emulator's raw JSON is not kept: it
 * records every value each expression saw (whole documents) and runs to tens of megabytes. The
 * summary is read from the page, which embeds that JSON: after a whole run the emulator answered
 * the JSON endpoint with a 500 while it still served the page.
 */
export async function writeRulesCoverage(emulator: HostPort, projectId: string): Promise<string> {
  const response = await fetch(emulatorUrl(emulator, `/emulator/v1/projects/${projectId}:ruleCoverage.html`));
  if (!response.ok) throw new Error(`rules coverage endpoint answered ${response.status}`);
  const html = await response.text();
  const dir = `${REPO_ROOT}reports`;
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}/firestore-rules-coverage.html`, html);
  const summary = summarise(reportInPage(html));
  await writeFile(`${dir}/firestore-rules-coverage.json`, `${JSON.stringify(summary, null, 2)}\n`);
  const evaluated = summary.expressions - summary.unevaluated;
  return (
    `rules coverage: ${evaluated}/${summary.expressions} expressions evaluated` +
    (summary.unevaluatedLines.length ? ` (not evaluated on lines ${summary.unevaluatedLines.join(', ')})` : '') +
    `; ${summary.allowStatements - summary.oneSidedAllowLines.length}/${summary.allowStatements} allow statements seen both granting and denying` +
    (summary.oneSidedAllowLines.length ? ` (one-sided: lines ${summary.oneSidedAllowLines.join(', ')})` : '') +
    ' -> reports/firestore-rules-coverage.html'
  );
}
