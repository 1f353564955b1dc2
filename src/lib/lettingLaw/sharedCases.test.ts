/**
 * The threshold cases firestore.rules is tested with (tests/rules/letting-law.test.ts) hold the
 * module's verdicts: a penny above each limit breaks the rule where it applies, the limit itself
 * does not, and kinds of let the rule does not cover pass.
 */
import { describe, expect, it } from 'vitest';
import { lettingLawCases } from '@/testing/lettingLawCases';
import { LETTING_LAW_RULES } from './rules';

const cases = lettingLawCases(new Date('2026-11-23T12:00:00Z'));

describe('shared letting-law threshold cases', () => {
  it('cover every money rule, a penny below, at and above the limit', () => {
    const moneyRules = LETTING_LAW_RULES.filter((rule) => rule.kind === 'money');
    expect(cases).toHaveLength(moneyRules.length * 3 * 3 * 3);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(c.allowed).toBe(!(c.applies && c.position === 'above'));
  });
});
