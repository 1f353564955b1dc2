/**
 * One rules-unit-testing environment per test file, against the Firestore emulator named by
 * FIRESTORE_EMULATOR_HOST. The store is cleared before every test; seeding bypasses the rules.
 */
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { RULES_COVERAGE, saveCoveragePart } from './coverage';
import { ensureFirestoreRules, FIRESTORE_RULES, firestoreEmulator, workerProjectId } from './emulator';

/**
 * rules-unit-testing hands out the compat Firestore; the modular functions accept it at run time
 * (they unwrap it), so tests use it through the modular type.
 */
export function modular(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export interface RulesHarness {
  env(): RulesTestEnvironment;
  /** A signed-out client. */
  guest(): Firestore;
  /**
   * A client signed in as `uid`. Its token is a verified member's (email `${uid}@example.com`,
   * email_verified, a phone_number: posts start 'active') unless `token` says otherwise.
   */
  as(uid: string, token?: TestToken): Firestore;
  /** Writes documents with the rules disabled, in one batch: path -> data. */
  seed(docs: Record<string, DocumentData>): Promise<void>;
}

/** The ID token claims the rules read. */
export type TestToken = {
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
};

/** The phone number on verified test tokens (E.164, as Firebase Auth's phone provider puts it). */
export const VERIFIED_PHONE = '+447700900123';

/** A verified member's token: what `as()` signs in with by default. */
export function verifiedToken(uid: string): TestToken {
  return { email: emailOf(uid), email_verified: true, phone_number: VERIFIED_PHONE };
}

/** Signed in with email only (verified), no phone: a new email/password member, whose posts start 'pending'. */
export function emailOnlyToken(uid: string): TestToken {
  return { email: emailOf(uid), email_verified: true };
}

/** The email every test account signs in with (and stores in its private profile). */
export function emailOf(uid: string): string {
  return `${uid}@example.com`;
}

export async function seedWith(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modular(context);
    const batch = writeBatch(db);
    for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

/**
 * Registers the per-file lifecycle and returns accessors for the tests. By default the committed
 * rules in this worker's project; a test of other rules (the deploy's stamped copy) names its own
 * project so the suite's rules and coverage are untouched.
 */
export function useRulesEnv({ projectId = workerProjectId(), rules = FIRESTORE_RULES }: { projectId?: string; rules?: string } = {}): RulesHarness {
  let current: RulesTestEnvironment | null = null;
  const env = (): RulesTestEnvironment => {
    if (!current) throw new Error('rules test environment is not initialised');
    return current;
  };

  beforeAll(async () => {
    const emulator = firestoreEmulator();
    // Rules are loaded once per run (see ensureFirestoreRules), not by every environment.
    await ensureFirestoreRules(emulator, rules, projectId, inject('firestoreRulesLoaded'));
    current = await initializeTestEnvironment({ projectId, firestore: emulator });
  });
  beforeEach(async () => {
    await env().clearFirestore();
  });
  afterAll(async () => {
    await current?.cleanup();
    current = null;
    // The suite's rules only: a test of other rules (the deploy's copy) is not in the report.
    if (RULES_COVERAGE && projectId === workerProjectId()) await saveCoveragePart(firestoreEmulator(), projectId);
  });

  return {
    env,
    guest: () => modular(env().unauthenticatedContext()),
    as: (uid, token) => modular(env().authenticatedContext(uid, token ?? verifiedToken(uid))),
    seed: (docs) => seedWith(env(), docs),
  };
}
