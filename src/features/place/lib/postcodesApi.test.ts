import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACE_MESSAGES } from '../messages';
import { geohashFor, snapToAreaGrid } from '@/lib/place/geo';
import { locateListing } from './listingLocation';
import { lookupArea, lookupOutcode, lookupPostcode, searchPlaces } from './postcodesApi';

const BASE = 'https://api.postcodes.io';

/** Shapes as documented at api.postcodes.io/docs (postcode, outcode and place lookups), trimmed. */
const POSTCODE_E6 = {
  status: 200,
  result: {
    postcode: 'E6 2AB', quality: 1, eastings: 542497, northings: 183920, country: 'England', nhs_ha: 'London',
    longitude: 0.053127, latitude: 51.535213, european_electoral_region: 'London', region: 'London',
    incode: '2AB', outcode: 'E6', admin_district: 'Newham', parish: 'Newham, unparished area', admin_ward: 'East Ham',
    codes: { admin_district: 'E09000025' },
  },
};
const OUTCODE_E6 = {
  status: 200,
  result: {
    outcode: 'E6', longitude: 0.05307, latitude: 51.53534, northings: 183900, eastings: 542500,
    admin_district: ['Newham'], parish: ['Newham, unparished area'], admin_county: [], admin_ward: ['East Ham', 'Beckton'],
    country: ['England'], parliamentary_constituency: ['East Ham'],
  },
};
const OUTCODE_ACROSS_BORDER = { status: 200, result: { ...OUTCODE_E6.result, outcode: 'CH5', latitude: 53.2, longitude: -3.03, country: ['Wales', 'England'] } };
const PLACES_ILFORD = {
  status: 200,
  result: [
    {
      code: 'osgb4000000074543656', name_1: 'Ilford', name_1_lang: null, name_2: null, name_2_lang: null, local_type: 'Town',
      outcode: 'IG1', county_unitary: 'Greater London', county_unitary_type: 'Greater London Authority', district_borough: 'Redbridge',
      district_borough_type: 'London Borough', region: 'London', country: 'England', longitude: 0.07, latitude: 51.559,
      eastings: 543800, northings: 186700, min_eastings: 543000, min_northings: 186000, max_eastings: 545000, max_northings: 187500,
    },
    { code: 'broken', name_1: 'No point', local_type: 'Hamlet' },
  ],
};

function stubFetch(respond: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(respond(String(input))));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lookupPostcode', () => {
  it('GETs /postcodes/{normalised postcode} and returns the point and nation', async () => {
    const fetchMock = stubFetch(() => json(POSTCODE_E6));
    const found = await lookupPostcode(`${BASE}/`, ' e62ab ');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${BASE}/postcodes/E6%202AB`);
    expect(found).toEqual({ ok: true, value: { postcode: 'E6 2AB', outcode: 'E6', lat: 51.535213, lng: 0.053127, nation: 'england' } });
  });

  it('says a malformed postcode is invalid without asking the API', async () => {
    const fetchMock = stubFetch(() => json(POSTCODE_E6));
    expect(await lookupPostcode(BASE, 'E6')).toEqual({ ok: false, error: 'invalid', message: PLACE_MESSAGES.invalidPostcode });
    expect(await lookupPostcode(BASE, 'not a postcode')).toMatchObject({ ok: false, error: 'invalid' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a 404 into not-found', async () => {
    stubFetch(() => json({ status: 404, error: 'Postcode not found' }, 404));
    expect(await lookupPostcode(BASE, 'E6 9ZZ')).toEqual({ ok: false, error: 'not-found', message: PLACE_MESSAGES.postcodeNotFound });
  });

  it('treats a postcode without a location as not found', async () => {
    stubFetch(() => json({ status: 200, result: { ...POSTCODE_E6.result, latitude: null, longitude: null } }));
    expect(await lookupPostcode(BASE, 'E6 2AB')).toMatchObject({ ok: false, error: 'not-found' });
  });
});

describe('lookupOutcode', () => {
  it('GETs /outcodes/{outcode} and reads the country list', async () => {
    const fetchMock = stubFetch(() => json(OUTCODE_E6));
    expect(await lookupOutcode(BASE, 'e6')).toEqual({ ok: true, value: { postcode: null, outcode: 'E6', lat: 51.53534, lng: 0.05307, nation: 'england' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${BASE}/outcodes/E6`);
  });

  it('gives no nation for a district across a border', async () => {
    stubFetch(() => json(OUTCODE_ACROSS_BORDER));
    expect(await lookupOutcode(BASE, 'CH5')).toMatchObject({ ok: true, value: { nation: null } });
  });

  it('turns a 404 into not-found', async () => {
    stubFetch(() => json({ status: 404, error: 'Outcode not found' }, 404));
    expect(await lookupOutcode(BASE, 'ZZ9')).toEqual({ ok: false, error: 'not-found', message: PLACE_MESSAGES.outcodeNotFound });
  });
});

describe('failures', () => {
  it('reports a network failure as offline', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await lookupArea(BASE, 'E6')).toEqual({ ok: false, error: 'network', message: PLACE_MESSAGES.offline });
  });

  it('reports a 500, a 429 or a body that is not JSON as unavailable', async () => {
    for (const response of [json({ status: 500, error: 'boom' }, 500), json({ status: 429 }, 429), new Response('<html>', { status: 200 })]) {
      stubFetch(() => response);
      expect(await lookupArea(BASE, 'E6 2AB')).toEqual({ ok: false, error: 'unavailable', message: PLACE_MESSAGES.unavailable });
    }
  });

  it('rejects when the caller aborts, so a newer search wins quietly', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    await expect(lookupArea(BASE, 'E6', controller.signal)).rejects.toThrow('Aborted');
  });
});

describe('lookupArea', () => {
  it('asks /postcodes for a full postcode and /outcodes for an outward code', async () => {
    const fetchMock = stubFetch((url) => json(url.includes('/outcodes/') ? OUTCODE_E6 : POSTCODE_E6));
    await lookupArea(BASE, 'E6 2AB');
    await lookupArea(BASE, 'E6');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`${BASE}/postcodes/E6%202AB`, `${BASE}/outcodes/E6`]);
  });
});

describe('searchPlaces', () => {
  it('GETs /places?q=&limit= and keeps the entries with a point', async () => {
    const fetchMock = stubFetch(() => json(PLACES_ILFORD));
    const found = await searchPlaces(BASE, ' Ilf ', { limit: 5 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${BASE}/places?q=Ilf&limit=5`);
    expect(found).toEqual({
      ok: true,
      value: [{ name: 'Ilford', localType: 'Town', outcode: 'IG1', district: 'Redbridge', county: 'Greater London', region: 'London', lat: 51.559, lng: 0.07, nation: 'england' }],
    });
  });

  it('returns an empty list when nothing matches and asks for text when there is none', async () => {
    stubFetch(() => json({ status: 200, result: [] }));
    expect(await searchPlaces(BASE, 'Xyz')).toEqual({ ok: true, value: [] });
    expect(await searchPlaces(BASE, '  ')).toEqual({ ok: false, error: 'invalid', message: PLACE_MESSAGES.emptyPlaceSearch });
  });
});

describe('locateListing', () => {
  it('stores an outward code centroid as it is, with its geohash and nation', async () => {
    stubFetch(() => json(OUTCODE_E6));
    const point = { lat: 51.53534, lng: 0.05307 };
    expect(await locateListing(BASE, 'E6')).toEqual({ ok: true, value: { geo: { ...point, geohash: geohashFor(point) }, nation: 'england', outcode: 'E6' } });
  });

  it('snaps a full postcode to the 100 m grid and keeps the postcode out of the result', async () => {
    stubFetch(() => json(POSTCODE_E6));
    const found = await locateListing(BASE, 'E6 2AB');
    const snapped = snapToAreaGrid({ lat: 51.535213, lng: 0.053127 });
    expect(found).toEqual({ ok: true, value: { geo: { ...snapped, geohash: geohashFor(snapped) }, nation: 'england', outcode: 'E6' } });
    expect(JSON.stringify(found)).not.toContain('2AB');
  });

  it('asks for the full postcode when the district crosses a border', async () => {
    stubFetch(() => json(OUTCODE_ACROSS_BORDER));
    expect(await locateListing(BASE, 'CH5')).toEqual({ ok: false, error: 'invalid', message: PLACE_MESSAGES.nationUnclear });
  });
});
