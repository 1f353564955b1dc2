/**
 * Emulator addresses and loading the rules. No Vitest imports here: the global setup (a separate
 * context) uses this module too.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
 * not (`loaded`, its rulesLoadKey): a load takes seconds, so test files share the suite's. Not by
 * asking the emulator: that means reading its coverage report, which grows with every rule
 * evaluated and slowed the suite down file by file (from 3 s to 20 s a file over a run).
 */
export async function ensureFirestoreRules(emulator: HostPort, rules: string, projectId: string, loaded: readonly string[] | undefined): Promise<void> {
  if (loaded?.includes(rulesLoadKey(rules, projectId))) return;
  await loadFirestoreRules(emulator, rules, projectId);
}
