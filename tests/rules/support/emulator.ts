/**
 * Emulator addresses and the rules coverage report. No Vitest imports here: the global setup
 * (a separate context) uses this module too.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The project id every rules test uses; a demo-* id never touches a real project. */
export const PROJECT_ID = 'demo-roomshare-rules';

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

/** Loads Firestore rules into the emulator for PROJECT_ID (this also resets its rules coverage). */
export async function loadFirestoreRules(emulator: HostPort, rules: string): Promise<void> {
  const response = await fetch(emulatorUrl(emulator, `/emulator/v1/projects/${PROJECT_ID}:securityRules`), {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  if (!response.ok) throw new Error(`the emulator refused firestore.rules: ${await response.text()}`);
}

/**
 * Makes sure the emulator runs exactly these rules, loading them only when it does not: the
 * emulator resets rules coverage on every load, so the suite loads them once (global setup) and
 * test files share that load; a file run on its own still gets the right rules.
 */
export async function ensureFirestoreRules(emulator: HostPort, rules: string): Promise<void> {
  const response = await fetch(emulatorUrl(emulator, `/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`));
  if (response.ok) {
    const current = (await response.json()) as { rules?: { files?: { content?: string }[] } };
    if (current.rules?.files?.[0]?.content === rules) return;
  }
  await loadFirestoreRules(emulator, rules);
}

interface CoverageNode {
  sourcePosition?: { line?: number; column?: number };
  values?: unknown[];
  children?: CoverageNode[];
}

interface CoverageSummary {
  expressions: number;
  unexercised: { line: number; column: number }[];
}

function summarise(report: unknown): CoverageSummary {
  const summary: CoverageSummary = { expressions: 0, unexercised: [] };
  const visit = (node: CoverageNode): void => {
    if (node.sourcePosition) {
      summary.expressions += 1;
      if (!node.values || node.values.length === 0) {
        summary.unexercised.push({ line: node.sourcePosition.line ?? 0, column: node.sourcePosition.column ?? 0 });
      }
    }
    node.children?.forEach(visit);
  };
  const root = report as { report?: CoverageNode[] };
  root.report?.forEach(visit);
  return summary;
}

/**
 * Saves the emulator's rules coverage (HTML for people, JSON for tools) under reports/ and
 * returns a one-line summary. Coverage accumulates in the emulator for this project.
 */
export async function writeRulesCoverage(emulator: HostPort): Promise<string> {
  const base = `/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  const [html, json] = await Promise.all([fetch(emulatorUrl(emulator, `${base}.html`)), fetch(emulatorUrl(emulator, base))]);
  if (!html.ok || !json.ok) throw new Error(`rules coverage endpoint answered ${html.status}/${json.status}`);
  const dir = `${REPO_ROOT}reports`;
  await mkdir(dir, { recursive: true });
  const report: unknown = await json.json();
  await writeFile(`${dir}/firestore-rules-coverage.html`, await html.text());
  await writeFile(`${dir}/firestore-rules-coverage.json`, JSON.stringify(report, null, 2));
  const { expressions, unexercised } = summarise(report);
  const lines = [...new Set(unexercised.map(({ line }) => line))].sort((a, b) => a - b);
  return (
    `rules coverage: ${expressions - unexercised.length}/${expressions} expressions evaluated` +
    (lines.length ? `; lines with unevaluated sub-expressions: ${lines.join(', ')}` : '') +
    ' -> reports/firestore-rules-coverage.html'
  );
}
