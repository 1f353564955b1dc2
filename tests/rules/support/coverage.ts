/**
 * The Firestore rules coverage report of an `npm run test:rules` run, whole suite or named files.
 * The emulator keeps one report per project and records every value each expression saw, so a
 * whole run's report is more than the emulator or Node hands over. Each test file therefore hands
 * over its own part when it ends (which expressions it evaluated, which outcomes each allow
 * statement gave) and resets the report; the global teardown merges the parts.
 * No Vitest imports here: the global setup (a separate context) uses this module too.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { emulatorUrl, FIRESTORE_RULES, loadFirestoreRules, REPO_ROOT, type HostPort } from './emulator';

/** Off under RULES_COVERAGE=skip, as `npm test` sets (the report costs a reload per file). */
export const RULES_COVERAGE = process.env.RULES_COVERAGE !== 'skip';

const PARTS_DIR = `${REPO_ROOT}reports/tmp/rules-coverage`;
const REPORT = `${REPO_ROOT}reports/firestore-rules-coverage`;

interface CoverageNode {
  sourcePosition?: { line?: number; column?: number };
  values?: { value?: { boolValue?: boolean } }[];
  children?: CoverageNode[];
}

interface EmulatorReport {
  report?: CoverageNode[];
}

/**
 * One file's part. Expressions are keyed by their place in the report's tree (`0.2.1`), which the
 * rules' source fixes: several expressions can start at one line and column.
 */
interface CoveragePart {
  /** Expression key -> its line, for every expression. */
  lines: Record<string, number>;
  /** Keys of the expressions this file evaluated. */
  evaluated: string[];
  /** Line of an allow statement -> the outcomes it gave (true granted, false denied). */
  allowOutcomes: Record<number, boolean[]>;
}

export interface CoverageSummary {
  expressions: number;
  unevaluated: number;
  unevaluatedLines: number[];
  allowStatements: number;
  /** Allow statements never seen both granting and denying. */
  oneSidedAllowLines: number[];
}

const RULES_LINES = FIRESTORE_RULES.split('\n');
const isAllow = (line: number): boolean => /^\s*allow /.test(RULES_LINES[line - 1] ?? '');

function reduce(report: EmulatorReport): CoveragePart {
  const part: CoveragePart = { lines: {}, evaluated: [], allowOutcomes: {} };
  const visit = (node: CoverageNode, key: string): void => {
    part.lines[key] = node.sourcePosition?.line ?? 0;
    if (node.values?.length) part.evaluated.push(key);
    node.children?.forEach((child, index) => visit(child, `${key}.${index}`));
  };
  (report.report ?? []).forEach((root, index) => {
    visit(root, String(index));
    const line = root.sourcePosition?.line ?? 0;
    if (!isAllow(line)) return;
    const outcomes = new Set(root.values?.map((entry) => entry.value?.boolValue).filter((value) => value !== undefined));
    part.allowOutcomes[line] = [...(part.allowOutcomes[line] ?? []), ...outcomes];
  });
  return part;
}

/**
 * The report the emulator's HTML page carries as `const data = {...};`. Read from the page: after
 * long runs the emulator answered its JSON endpoint with a 500 while it still served the page.
 */
function reportInPage(html: string): EmulatorReport {
  const start = html.indexOf('const data = ');
  const end = html.indexOf('\n};\n', start);
  if (start < 0 || end < 0) throw new Error('the rules coverage page holds no report data');
  return JSON.parse(html.slice(start + 'const data = '.length, end + 2)) as EmulatorReport;
}

/** Empties the parts of an earlier run (global setup). */
export async function clearCoverageParts(): Promise<void> {
  await rm(PARTS_DIR, { recursive: true, force: true });
}

/**
 * Saves this file's part of `projectId`'s coverage, then resets it by loading the rules again. A
 * part the emulator does not hand over is recorded as missing, for the summary to say, rather than
 * failing a file whose tests passed.
 */
export async function saveCoveragePart(emulator: HostPort, projectId: string): Promise<void> {
  let part: CoveragePart | { missing: string };
  try {
    const response = await fetch(emulatorUrl(emulator, `/emulator/v1/projects/${projectId}:ruleCoverage.html`));
    if (!response.ok) throw new Error(`rules coverage endpoint answered ${response.status}`);
    part = reduce(reportInPage(await response.text()));
  } catch (error) {
    part = { missing: String(error) };
  }
  await mkdir(PARTS_DIR, { recursive: true });
  await writeFile(`${PARTS_DIR}/${randomUUID()}.json`, JSON.stringify(part));
  await loadFirestoreRules(emulator, FIRESTORE_RULES, projectId);
}

export function mergeParts(parts: CoveragePart[]): CoverageSummary {
  const lines: Record<string, number> = Object.assign({}, ...parts.map((part) => part.lines));
  const evaluated = new Set(parts.flatMap((part) => part.evaluated));
  const outcomes = new Map<number, Set<boolean>>();
  for (const part of parts) {
    for (const [line, seen] of Object.entries(part.allowOutcomes)) {
      const set = outcomes.get(Number(line)) ?? new Set<boolean>();
      seen.forEach((value) => set.add(value));
      outcomes.set(Number(line), set);
    }
  }
  const unevaluatedKeys = Object.keys(lines).filter((key) => !evaluated.has(key));
  const byNumber = (a: number, b: number): number => a - b;
  return {
    expressions: Object.keys(lines).length,
    unevaluated: unevaluatedKeys.length,
    unevaluatedLines: [...new Set(unevaluatedKeys.map((key) => lines[key] ?? 0))].sort(byNumber),
    allowStatements: outcomes.size,
    oneSidedAllowLines: [...outcomes].filter(([, seen]) => seen.size < 2).map(([line]) => line).sort(byNumber),
  };
}

/** The gaps with their source lines, for a reader. */
function gapsListing(summary: CoverageSummary, missingParts: number): string {
  const row = (line: number): string => `| ${line} | \`${(RULES_LINES[line - 1] ?? '').trim().replaceAll('|', '\\|').replaceAll('`', "'")}\` |`;
  const table = (lines: number[]): string[] => (lines.length ? ['| Line | Source |', '|---|---|', ...lines.map(row)] : ['None.']);
  return [
    '# Firestore rules coverage',
    '',
    `${summary.expressions - summary.unevaluated} of ${summary.expressions} expressions evaluated;`,
    `${summary.allowStatements - summary.oneSidedAllowLines.length} of ${summary.allowStatements} allow statements seen both granting and denying.`,
    ...(missingParts ? ['', `Incomplete: ${missingParts} test file(s) could not hand over their part, so some gaps below may be covered.`] : []),
    '',
    '## Lines with an expression no test evaluated',
    '',
    ...table(summary.unevaluatedLines),
    '',
    '## Allow statements seen only granting or only denying',
    '',
    ...table(summary.oneSidedAllowLines),
    '',
  ].join('\n');
}

/** Merges the files' parts into reports/firestore-rules-coverage.{json,md}; returns a one-line summary. */
export async function writeRulesCoverage(): Promise<string> {
  const names = await readdir(PARTS_DIR).catch(() => []);
  const saved = await Promise.all(names.map(async (name) => JSON.parse(await readFile(`${PARTS_DIR}/${name}`, 'utf8')) as CoveragePart | { missing: string }));
  const parts = saved.filter((part): part is CoveragePart => !('missing' in part));
  const missing = saved.flatMap((part) => ('missing' in part ? [part.missing] : []));
  if (!parts.length) return `rules coverage: no test file handed over its part${missing.length ? ` (${missing[0]})` : ''}`;
  const summary = mergeParts(parts);
  await writeFile(`${REPORT}.json`, `${JSON.stringify(summary, null, 2)}\n`);
  await writeFile(`${REPORT}.md`, gapsListing(summary, missing.length));
  return (
    `rules coverage of ${parts.length} files: ${summary.expressions - summary.unevaluated}/${summary.expressions} expressions evaluated, ` +
    `${summary.allowStatements - summary.oneSidedAllowLines.length}/${summary.allowStatements} allow statements seen both granting and denying ` +
    `-> reports/firestore-rules-coverage.md` +
    (missing.length ? `; INCOMPLETE: ${missing.length} file(s) could not hand over their part (${missing[0]})` : '')
  );
}
