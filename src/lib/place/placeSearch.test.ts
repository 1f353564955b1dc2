import { describe, expect, it } from 'vitest';
import { DEFAULT_RADIUS_KM, readPlaceSearch, withPlaceSearch } from './placeSearch';

const UCL = { label: 'UCL', lat: 51.5246, lng: -0.134, radiusKm: 5 } as const;

describe('place search in the URL', () => {
  it('round-trips a place and keeps the other params', () => {
    const params = withPlaceSearch(new URLSearchParams('tab=browse-rooms&type=Double'), UCL);
    expect(params.toString()).toBe('tab=browse-rooms&type=Double&near=UCL&lat=51.5246&lng=-0.134&km=5');
    expect(readPlaceSearch(params)).toEqual(UCL);
  });

  it('removes the place and leaves the rest', () => {
    expect(withPlaceSearch(new URLSearchParams('near=UCL&lat=51.5&lng=-0.1&km=3&type=Double'), null).toString()).toBe('type=Double');
  });

  it('gives no place for missing, blank or impossible coordinates or label', () => {
    for (const query of ['', 'near=UCL&lat=51.5', 'near=&lat=51.5&lng=0', 'near=UCL&lat=abc&lng=0', 'near=UCL&lat=91&lng=0', 'near=UCL&lat=51&lng=181', 'near=UCL&lat=&lng=0']) {
      expect(readPlaceSearch(new URLSearchParams(query))).toBeNull();
    }
  });

  it('falls back to the default radius for one not offered', () => {
    expect(readPlaceSearch(new URLSearchParams('near=E6&lat=51.53&lng=0.05&km=7'))?.radiusKm).toBe(DEFAULT_RADIUS_KM);
  });
});
