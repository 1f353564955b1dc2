/** firestore.rules reads an outward code's nation with the app's own patterns, and they place real codes right. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nationFromCountry } from '@/lib/place/nation';
import { CROSS_BORDER_DISTRICTS, nationsOfOutcode, outcodeNation, OUTCODE_NATION_PATTERNS, UNSERVED_AREAS } from '@/lib/place/outcodeNation';
import standIn from '../../scripts/stack/data/postcodes-stand-in.json';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');

function body(name: string): string {
  return new RegExp(`function ${name}\\([^)]*\\) \\{([\\s\\S]*?)\\n {4}\\}`).exec(RULES)?.[1] ?? '';
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

/** The rules' served boxes and London box, read from firestore.rules: [minLat, maxLat, minLng, maxLng]. */
function rulesBoxes(name: string): number[][] {
  return [...body(name).matchAll(/lat >= ([0-9.-]+) && lat <=? ([0-9.-]+) && lng >= ([0-9.-]+) && lng <= ([0-9.-]+)/g)].map((m) => m.slice(1, 5).map(Number));
}

const inBox = (lat: number, lng: number, [minLat, maxLat, minLng, maxLng]: number[]) => lat >= (minLat ?? 0) && lat <= (maxLat ?? 0) && lng >= (minLng ?? 0) && lng <= (maxLng ?? 0);
const LONDON_AREAS = /^(E|EC|N|NW|SE|SW|W|WC|BR|CR|DA|EN|HA|IG|KT|RM|SM|TW|UB|WD)[0-9]/;

describe('every outward code the postcode stand-in knows (postcodes.io data)', () => {
  const rows = Object.entries(standIn.outcodes as unknown as Record<string, [number, number, string | string[]]>);

  it('has a nation the rules accept for its code', () => {
    for (const [outcode, [, , country]] of rows) expect(nationsOfOutcode(outcode), outcode).toContain(nationFromCountry(country));
  });

  it('lies in a served box, and a London code in London', () => {
    const served = rulesBoxes('isServedPoint');
    const [london] = rulesBoxes('isPointOfArea');
    expect(served).toHaveLength(5);
    for (const [outcode, [lat, lng]] of rows) {
      expect(served.some((box) => inBox(lat, lng, box)), outcode).toBe(true);
      if (LONDON_AREAS.test(outcode)) expect(inBox(lat, lng, london ?? []), outcode).toBe(true);
    }
  });

  it('leaves Dublin, Boulogne, Calais and Jersey out', () => {
    const served = rulesBoxes('isServedPoint');
    for (const [lat, lng] of [[53.35, -6.26], [50.72, 1.61], [50.95, 1.85], [49.19, -2.11], [55.38, -7.37]]) expect(served.some((box) => inBox(lat ?? 0, lng ?? 0, box))).toBe(false);
  });
});
