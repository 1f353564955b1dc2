/** firestore.rules' cityNation() reads a city exactly as src/lib/place/cityNation.ts does. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITIES_BY_NATION } from '@/lib/place/cityNation';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');

function rulesCityLists(): Record<string, string[]> {
  const body = /function nationOfCityKey\(key\) \{([\s\S]*?)\n {4}\}/.exec(RULES)?.[1] ?? '';
  const lists: Record<string, string[]> = {};
  for (const m of body.matchAll(/key\.matches\('([a-z |]*)'\) \? '([a-z-]+)'/g)) lists[m[2] ?? ''] = (m[1] ?? '').split('|');
  return lists;
}

describe('cityNation in firestore.rules', () => {
  it('holds the same cities for each nation as the app', () => {
    expect(rulesCityLists()).toEqual(Object.fromEntries(Object.entries(CITIES_BY_NATION).map(([nation, cities]) => [nation, [...cities]])));
  });

  it('reads the part before the comma, trimmed and in lower case, and England otherwise', () => {
    expect(RULES).toContain("nationOfCityKey(city.split(',')[0].trim().lower())");
    expect(RULES).toMatch(/: 'england';\n {4}\}/);
  });
});
