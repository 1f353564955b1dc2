import { describe, expect, it } from 'vitest';
import { MY_PLACE_TEXT_MAX, parseMyPlace } from './myPlace';

const ucl = { kind: 'university', label: 'UCL, Bloomsbury', query: 'University College London', lat: 51.5246, lng: -0.134 };

describe('parseMyPlace', () => {
  it('accepts a university and a workplace postcode', () => {
    expect(parseMyPlace(ucl)).toEqual(ucl);
    const work = { kind: 'postcode', label: 'E14 5AB', query: 'E14 5AB', lat: 51.5054, lng: -0.0235 };
    expect(parseMyPlace(work)).toEqual(work);
  });

  it('drops extra keys and refuses anything malformed or outside the UK', () => {
    expect(parseMyPlace({ ...ucl, note: 'x' })).toEqual(ucl);
    for (const bad of [null, 'UCL', { ...ucl, kind: 'home' }, { ...ucl, label: '  ' }, { ...ucl, query: 'x'.repeat(MY_PLACE_TEXT_MAX + 1) }, { ...ucl, lat: 40.7 }, { ...ucl, lng: Number.NaN }, { ...ucl, lat: '51.5' }]) {
      expect(parseMyPlace(bad)).toBeNull();
    }
  });
});
