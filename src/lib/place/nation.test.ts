import { describe, expect, it } from 'vitest';
import { nationFromCountry } from './nation';

describe('nationFromCountry', () => {
  it.each([
    ['England', 'england'],
    ['Wales', 'wales'],
    ['Scotland', 'scotland'],
    ['Northern Ireland', 'northern-ireland'],
    [' northern ireland ', 'northern-ireland'],
  ] as const)('reads %j', (country, nation) => {
    expect(nationFromCountry(country)).toBe(nation);
  });

  it('reads an outward code list only when every country agrees', () => {
    expect(nationFromCountry(['England'])).toBe('england');
    expect(nationFromCountry(['Scotland', 'Scotland'])).toBe('scotland');
    expect(nationFromCountry(['England', 'Wales'])).toBeNull();
    expect(nationFromCountry([])).toBeNull();
  });

  it('gives null outside the four nations or without a country', () => {
    expect(nationFromCountry('Channel Islands')).toBeNull();
    expect(nationFromCountry('Isle of Man')).toBeNull();
    expect(nationFromCountry(null)).toBeNull();
    expect(nationFromCountry(undefined)).toBeNull();
  });
});
