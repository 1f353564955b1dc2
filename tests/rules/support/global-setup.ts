/**
 * Vitest global setup for the rules suite: fails fast with a clear message when no emulator is
 * reachable, loads the rules once into each worker's project, and after the run merges the test
 * files' parts of the rules coverage report (./coverage.ts) into reports/ (unless
 * RULES_COVERAGE=skip, as `npm test` sets).
 */
import type { TestProject } from 'vitest/node';
import { clearCoverageParts, RULES_COVERAGE, writeRulesCoverage } from './coverage';
import { emulatorUrl, FIRESTORE_RULES, firestoreEmulator, loadFirestoreRules, rulesLoadKey, storageEmulator, workerProjectId } from './emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The rules loads the global setup made (rulesLoadKey): test files skip loading them again. */
    firestoreRulesLoaded: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const firestore = firestoreEmulator();
  try {
    await fetch(emulatorUrl(firestore, '/'));
  } catch (error) {
    throw new Error(`No Firestore emulator answers at ${emulatorUrl(firestore, '/')}: ${String(error)}`, { cause: error });
  }
  // One load per worker's project for the whole run (a load takes seconds).
  const projects = Array.from({ length: project.config.maxWorkers }, (_, index) => workerProjectId(String(index + 1)));
  await Promise.all(projects.map((projectId) => loadFirestoreRules(firestore, FIRESTORE_RULES, projectId)));
  project.provide('firestoreRulesLoaded', projects.map((projectId) => rulesLoadKey(FIRESTORE_RULES, projectId)));
  if (!storageEmulator()) {
    console.warn(
      '[rules] STORAGE_RULES_EMULATOR_HOST is not set: tests/rules/storage.test.ts (attacks 26-28) is SKIPPED. ' +
        'It needs a firebase-tools Storage emulator with its Java rules runtime (Java 21 and a one-time download).',
    );
  }
  await clearCoverageParts();
  return async () => {
    if (!RULES_COVERAGE) {
      console.log('[rules] coverage report skipped (RULES_COVERAGE=skip)');
      return;
    }
    console.log(`[rules] ${await writeRulesCoverage()}`);
  };
}
