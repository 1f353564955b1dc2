/**
 * The nation of a listing's city ("Edinburgh, UK"), for listings without a postcode lookup. The
 * lists hold the university and large towns of Scotland, Wales and Northern Ireland; any other city
 * reads as England. firestore.rules' cityNation() holds the same lists (tests/unit/cityNation-rules.test.ts).
 */
import type { Nation } from './nation';

export const CITIES_BY_NATION = {
  scotland: ['aberdeen', 'dundee', 'edinburgh', 'glasgow', 'inverness', 'paisley', 'perth', 'st andrews', 'stirling'],
  wales: ['aberystwyth', 'bangor', 'cardiff', 'newport', 'swansea', 'wrexham'],
  'northern-ireland': ['belfast', 'coleraine', 'derry', 'lisburn', 'londonderry', 'newry'],
} as const satisfies Partial<Record<Nation, readonly string[]>>;

/** The city's name as the lists hold it: before the first comma, lower case, trimmed. */
export function cityKey(city: string): string {
  return (city.split(',')[0] ?? '').trim().toLowerCase();
}

export function nationOfCity(city: string): Nation {
  const key = cityKey(city);
  for (const [nation, cities] of Object.entries(CITIES_BY_NATION) as [Nation, readonly string[]][]) {
    if (cities.includes(key)) return nation;
  }
  return 'england';
}
