import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { spyOnData } from '@/testing/spies';
import { geohashFor } from '@/lib/place/geo';
import { locateListingsStep, PlaceServiceDown } from './locateListingsJob';

const NW9 = { lat: 51.585, lng: -0.26 };
const E6 = { lat: 51.5353, lng: 0.0531 };

function postcodesIo(url: string): Response {
  if (url.includes('/places?q=Kingsbury')) return Response.json({ status: 200, result: [{ name_1: 'Kingsbury', local_type: 'Suburban Area', outcode: 'NW9', country: 'England', latitude: 51.58, longitude: -0.27 }] });
  if (url.includes('/places')) return Response.json({ status: 200, result: [] });
  if (url.endsWith('/outcodes/NW9')) return Response.json({ status: 200, result: { outcode: 'NW9', latitude: NW9.lat, longitude: NW9.lng, country: ['England'] } });
  if (url.endsWith('/outcodes/E6')) return Response.json({ status: 200, result: { outcode: 'E6', latitude: E6.lat, longitude: E6.lng, country: ['England'] } });
  return Response.json({ status: 404 }, { status: 404 });
}

beforeEach(() => {
  spyOnData(['countRoomListings', 'setListingPlace', 'unlocatedListingsPage']);
  vi.mocked(data.setListingPlace).mockResolvedValue(undefined);
  vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL) => Promise.resolve(postcodesIo(String(input)))));
});
afterEach(() => vi.unstubAllGlobals());

describe('locateListingsStep', () => {
  it('locates by outward code, or by area name for a listing older than outward codes, and skips an unknown area', async () => {
    vi.mocked(data.unlocatedListingsPage).mockResolvedValue({
      checked: 20,
      unlocated: [
        { id: 'a', address: 'East Ham', postcode: 'London, UK', outcode: 'E6' },
        { id: 'b', address: 'Kingsbury', postcode: 'London, UK' },
        { id: 'c', address: 'Nowhere Special', postcode: 'London, UK' },
      ],
      next: 'z',
    });
    expect(await locateListingsStep('y')).toEqual({ checked: 20, updated: 2, next: 'z' });
    expect(data.unlocatedListingsPage).toHaveBeenCalledWith('y');
    expect(data.setListingPlace).toHaveBeenCalledWith('a', { outcode: 'E6', geo: { ...E6, geohash: geohashFor(E6) }, nation: 'england' });
    expect(data.setListingPlace).toHaveBeenCalledWith('b', { outcode: 'NW9', geo: { ...NW9, geohash: geohashFor(NW9) }, nation: 'england' });
    expect(data.setListingPlace).toHaveBeenCalledTimes(2);
  });

  it('stops (to be resumed) when the postcode service is down, writing nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    vi.mocked(data.unlocatedListingsPage).mockResolvedValue({ checked: 1, unlocated: [{ id: 'a', address: 'East Ham', postcode: 'London, UK', outcode: 'E6' }], next: null });
    await expect(locateListingsStep(null)).rejects.toBeInstanceOf(PlaceServiceDown);
    expect(data.setListingPlace).not.toHaveBeenCalled();
  });
});
