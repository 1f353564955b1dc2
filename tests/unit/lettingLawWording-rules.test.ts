/** firestore.rules' wording patterns (waitsForWordingReview) are src/lib/lettingLaw/rules.ts's. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LETTING_LAW_RULES } from '@/lib/lettingLaw/rules';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The regex source a rules function returns: its string literal with the rules' escapes undone. */
function rulesPattern(name: string): string {
  const literal = new RegExp(String.raw`function ${name}\(\) \{\s*return '([^']*)';`).exec(RULES)?.[1] ?? '';
  return literal.replaceAll('\\\\', '\\');
}

function modulePattern(id: string): RegExp {
  const rule = LETTING_LAW_RULES.find((candidate) => candidate.id === id);
  if (rule?.kind !== 'wording') throw new Error(`no wording rule ${id}`);
  return rule.pattern;
}

describe('letting-law wording in firestore.rules', () => {
  it('holds the same patterns as the module, matched case-insensitively anywhere in the title or description', () => {
    expect(rulesPattern('biddingWords')).toBe(modulePattern('rental-bidding-england').source);
    expect(rulesPattern('refusalWords')).toBe(modulePattern('children-benefits-england').source);
    expect(modulePattern('rental-bidding-england').flags).toBe('i');
    expect(modulePattern('children-benefits-england').flags).toBe('i');
    expect(RULES).toContain(".matches('(?is).*(' + biddingWords() + '|' + refusalWords() + ').*')");
  });
});
