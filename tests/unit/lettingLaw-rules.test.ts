// @vitest-environment node
/** firestore.rules' wording patterns are the letting-law module's, source for source. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LETTING_LAW_RULES } from '@/lib/lettingLaw';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');

function rulesPattern(functionName: string): string {
  const literal = new RegExp(String.raw`function ${functionName}\(\) \{\s*return '((?:[^'\\]|\\.)*)';`).exec(RULES)?.[1];
  if (literal === undefined) throw new Error(`firestore.rules has no ${functionName}()`);
  return literal.replace(/\\\\/g, '\\');
}

function modulePattern(id: string): RegExp {
  const rule = LETTING_LAW_RULES.find((r) => r.id === id);
  if (rule?.kind !== 'wording') throw new Error(`no wording rule ${id}`);
  return rule.pattern;
}

describe('letting-law wording in firestore.rules', () => {
  it.each([
    ['biddingWords', 'rental-bidding-england'],
    ['refusalWords', 'children-benefits-england'],
  ])('%s() is the pattern of %s, case-insensitive', (functionName, id) => {
    const pattern = modulePattern(id);
    expect(rulesPattern(functionName)).toBe(pattern.source);
    expect(pattern.flags).toBe('i');
  });

  it('matches with (?is) over the title and the description, in England, not for lodgers, from 1 May 2026', () => {
    expect(RULES).toContain("(d.title + '\\n' + d.description).matches('(?is).*(' + biddingWords() + '|' + refusalWords() + ').*')");
    expect(RULES).toContain("d.get('letKind', 'tenancy') != 'lodger'");
    expect(RULES).toContain('request.time >= timestamp.date(2026, 5, 1)');
  });
});
