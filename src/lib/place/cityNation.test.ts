import { describe, expect, it } from 'vitest';
import { nationOfCity } from './cityNation';

describe('nationOfCity', () => {
  it.each([
    ['Edinburgh, UK', 'scotland'],
    ['  glasgow ', 'scotland'],
    ['Cardiff, UK', 'wales'],
    ['Belfast, UK', 'northern-ireland'],
    ['London, UK', 'england'],
    ['Slough, UK', 'england'],
    ['', 'england'],
  ] as const)('reads %j as %s', (city, nation) => {
    expect(nationOfCity(city)).toBe(nation);
  });
});
