/** firestore.rules reads an outward code's nation with the app's own patterns, and they place real codes right. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CROSS_BORDER_DISTRICTS, nationsOfOutcode, outcodeNation, OUTCODE_NATION_PATTERNS, UNSERVED_AREAS } from '@/lib/place/outcodeNation';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');

function body(name: string): string {
  return new RegExp(`function ${name}\\(o\\) \\{([\\s\\S]*?)\\n {4}\\}`).exec(RULES)?.[1] ?? '';
}

describe('outward code nations in firestore.rules', () => {
  it('holds the same area patterns, in the same order, with England otherwise', () => {
    const rules = [...body('outcodeNation').matchAll(/o\.matches\('([^']*)'\) \? '([a-z-]+)'/g)].map((m) => [m[2], m[1]]);
    expect(rules).toEqual(OUTCODE_NATION_PATTERNS.map(([nation, pattern]) => [nation, pattern]));
    expect(body('outcodeNation')).toMatch(/: 'england';$/);
  });

  it('holds the same cross-border districts and the same unserved areas', () => {
    const rules = [...body('crossBorderNations').matchAll(/o\.matches\('([^']*)'\) \? \[([^\]]*)\]/g)].map((m) => [JSON.parse(`[${(m[2] ?? '').replaceAll("'", '"')}]`), m[1]]);
    expect(rules).toEqual(CROSS_BORDER_DISTRICTS.map(([nations, pattern]) => [[...nations], pattern]));
    expect(RULES).toContain(`!d.outcode.matches('${UNSERVED_AREAS}')`);
  });

  it.each([
    ['E6', ['england']],
    ['IG1', ['england']],
    ['GL16', ['england']],
    ['CF10', ['wales']],
    ['CH5', ['wales']],
    ['CH2', ['england']],
    ['SY23', ['wales']],
    ['SY1', ['england']],
    ['LL57', ['wales']],
    ['EH1', ['scotland']],
    ['G12', ['scotland']],
    ['GU1', ['england']],
    ['KA1', ['scotland']],
    ['KT1', ['england']],
    ['BT1', ['northern-ireland']],
    ['CH4', ['england', 'wales']],
    ['NP16', ['england', 'wales']],
    ['TD15', ['england', 'scotland']],
    ['JE2', []],
    ['IM1', []],
  ])('%s is in %j', (outcode, nations) => {
    expect(nationsOfOutcode(outcode)).toEqual(nations);
    if (nations.length === 1) expect(outcodeNation(outcode)).toBe(nations[0]);
  });
});
