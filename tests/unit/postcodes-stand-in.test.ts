import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locateListing, lookupArea, searchPlaces } from '@/features/place';
import { distanceKm } from '@/lib/place/geo';
import { UNIVERSITY_CAMPUSES } from '@/lib/place/universities';
import { POSTCODES_DATA as DATA, POSTCODES_STAND_IN_LABEL, startPostcodesStandIn } from '../../scripts/stack/postcodes-stand-in';
import type { StandIn } from '../../scripts/stack/stand-in-server';

// tests/unit/setup.ts clears Web Storage after each test; the node environment has none.
const memoryStorage = { clear: () => {} };
vi.stubGlobal('localStorage', memoryStorage);
vi.stubGlobal('sessionStorage', memoryStorage);

let standIn: StandIn;

async function get(path: string): Promise<{ status: number; label: string | null; cors: string | null; body: { status: number; result?: unknown; error?: string } }> {
  const response = await fetch(`${standIn.url}${path}`, { headers: { Origin: 'http://localhost:5173' } });
  return { status: response.status, label: response.headers.get('x-stand-in'), cors: response.headers.get('access-control-allow-origin'), body: await response.json() };
}

beforeAll(async () => {
  standIn = await startPostcodesStandIn({ port: 0 });
});

afterAll(async () => {
  await standIn.close();
});

describe('postcodes.io stand-in: contract', () => {
  it('answers an outward code like postcodes.io, labelled as a stand-in, with CORS', async () => {
    const answer = await get('/outcodes/e6');
    expect(answer.status).toBe(200);
    expect(answer.label).toBe(POSTCODES_STAND_IN_LABEL);
    expect(answer.cors).toBe('*');
    expect(answer.body).toMatchObject({ status: 200, result: { outcode: 'E6', country: ['England'], admin_district: ['Newham'] } });
    expect(answer.body.result).toEqual(expect.objectContaining({ latitude: expect.any(Number), longitude: expect.any(Number), parish: [], admin_ward: [] }));
  });

  it('answers a full postcode of a known district near its centroid, and 404s the rest with the API’s errors', async () => {
    const answer = await get('/postcodes/e62ab');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ postcode: 'E6 2AB', outcode: 'E6', incode: '2AB', country: 'England' });
    const result = answer.body.result as { latitude: number; longitude: number };
    const [lat, lng] = DATA.outcodes.E6 ?? [0, 0];
    expect(distanceKm({ lat, lng }, { lat: result.latitude, lng: result.longitude })).toBeLessThan(0.6);
    const other = (await get('/postcodes/E6%206ZZ')).body.result as { latitude: number };
    expect(other.latitude).not.toBe(result.latitude);

    expect(await get('/postcodes/ZZ9%209ZZ')).toMatchObject({ status: 404, body: { status: 404, error: 'Postcode not found' } });
    expect(await get('/postcodes/nonsense')).toMatchObject({ status: 404, body: { status: 404, error: 'Invalid postcode' } });
    expect(await get('/outcodes/ZZ9')).toMatchObject({ status: 404, body: { status: 404, error: 'Outcode not found' } });
  });

  it('searches places by name prefix, sorted, with a limit, and asks for a query', async () => {
    const answer = await get('/places?q=wem&limit=5');
    expect(answer.status).toBe(200);
    const names = (answer.body.result as { name_1: string }[]).map((place) => place.name_1);
    expect(names).toEqual(['Wembley', 'Wembley Park']);
    expect((answer.body.result as Record<string, unknown>[])[0]).toMatchObject({ local_type: 'Town', outcode: 'HA9', district_borough: 'Brent', region: 'London', country: 'England' });
    expect(((await get('/places?q=s&limit=2')).body.result as unknown[]).length).toBe(2);
    expect(await get('/places?q=zzz')).toMatchObject({ status: 200, body: { status: 200, result: [] } });
    expect(await get('/places')).toMatchObject({ status: 400, body: { status: 400 } });
  });

  it('answers the CORS preflight and 404s unknown paths', async () => {
    const preflight = await fetch(`${standIn.url}/outcodes/E6`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/nope')).status).toBe(404);
  });
});

describe('postcodes.io stand-in: the app’s client against it', () => {
  it('geocodes outward codes, postcodes and places through the real client', async () => {
    expect(await lookupArea(standIn.url, 'WC1E')).toMatchObject({ ok: true, value: { outcode: 'WC1E', nation: 'england' } });
    expect(await lookupArea(standIn.url, 'eh9 1aa')).toMatchObject({ ok: true, value: { postcode: 'EH9 1AA', outcode: 'EH9', nation: 'scotland' } });
    expect(await lookupArea(standIn.url, 'ZZ9')).toMatchObject({ ok: false, error: 'not-found' });
    expect(await locateListing(standIn.url, 'IG1')).toMatchObject({ ok: true, value: { outcode: 'IG1', nation: 'england', geo: { geohash: expect.stringMatching(/^u10/) } } });
    const places = await searchPlaces(standIn.url, 'ilf');
    expect(places).toMatchObject({ ok: true, value: [{ name: 'Ilford', outcode: 'IG1', district: 'Redbridge', nation: 'england' }] });
  });
});

describe('postcodes.io stand-in: data', () => {
  it('knows every university campus’s outward code, its centroid within a few km of the campus', () => {
    for (const campus of UNIVERSITY_CAMPUSES) {
      const row = DATA.outcodes[campus.outcode];
      expect(row, campus.id).toBeDefined();
      const [lat, lng, country] = row ?? [0, 0, ''];
      expect(distanceKm(campus, { lat, lng }), campus.id).toBeLessThan(5);
      expect(country.toLowerCase().replace(' ', '-'), campus.id).toBe(campus.nation);
    }
  });

  it('knows the outward code of every place, and London’s postal districts', () => {
    for (const [name, , outcode] of DATA.places) expect(DATA.outcodes[outcode], name).toBeDefined();
    for (const outcode of ['E1', 'E6', 'E14', 'E15', 'E20', 'N1C', 'NW1', 'SE1', 'SW17', 'W1B', 'WC1E', 'EC1V', 'IG1', 'HA9', 'UB1', 'TW3', 'CR0']) {
      expect(DATA.outcodes[outcode], outcode).toBeDefined();
    }
  });
});
