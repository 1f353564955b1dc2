/**
 * Local stand-in for postcodes.io (api.postcodes.io), so the place search and listing locations
 * work offline. Same contract as the real API for what the app calls (api.postcodes.io/docs):
 *   GET /postcodes/{postcode}   200 { status, result: { postcode, outcode, incode, latitude, longitude, country, ... } }
 *                               404 { status: 404, error: 'Invalid postcode' | 'Postcode not found' }
 *   GET /outcodes/{outcode}     200 { status, result: { outcode, latitude, longitude, country: [..], admin_district: [..], ... } }
 *                               404 { status: 404, error: 'Outcode not found' }
 *   GET /places?q=&limit=       200 { status, result: [places whose name starts with q, by name] }, 400 without q
 * Data: scripts/stack/data/postcodes-stand-in.json (outward-code centroids of the seed's areas, every
 * university campus and London's postal districts; London areas and UK towns). It knows no real
 * full postcodes: any inward code of a known outward code answers, at the centroid moved up to
 * ~400 m by the inward code, so two postcodes of one district differ. Every answer carries
 * `X-Stand-In` (see stand-in-server.ts).
 *
 * Usage: tsx scripts/stack/postcodes-stand-in.ts   env: POSTCODES_STAND_IN_PORT (default 9310)
 * Or import { startPostcodesStandIn } (port 0 picks a free port). No dependencies.
 */
import { readFileSync } from 'node:fs';
import { closeOnSignal, standInHeaders, startStandIn, type StandIn, type StandInOptions } from './stand-in-server';
import { isMainModule } from '../lib/isMainModule';

export const POSTCODES_STAND_IN_LABEL = 'postcodes.io stand-in: RoomShare UK local stack, sample data';
/** A place: name, local type, outward code, district, county, region. */
type PlaceRow = [string, string, string, string, string, string];
/** The stand-in's data: each outward code's centroid and country, and the places it knows. */
export interface PostcodesData {
  outcodes: Record<string, [number, number, string]>;
  places: PlaceRow[];
}
export const POSTCODES_DATA = JSON.parse(readFileSync(new URL('./data/postcodes-stand-in.json', import.meta.url), 'utf8')) as PostcodesData;
const DATA = POSTCODES_DATA;
const MAX_PLACES = 100;
const DEFAULT_PLACES = 10;

const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const INWARD = /^\d[A-Z]{2}$/;

function outcodeEntry(outcode: string) {
  const row = DATA.outcodes[outcode];
  return row ? { latitude: row[0], longitude: row[1], country: row[2] } : null;
}

/** The outward code's result, shaped like postcodes.io's (fields it has no data for are empty). */
function outcodeResult(outcode: string) {
  const entry = outcodeEntry(outcode);
  if (!entry) return null;
  const places = DATA.places.filter((place) => place[2] === outcode);
  return {
    outcode,
    longitude: entry.longitude,
    latitude: entry.latitude,
    northings: null,
    eastings: null,
    admin_district: [...new Set(places.map((place) => place[3]))],
    parish: [],
    admin_county: [],
    admin_ward: [],
    country: [entry.country],
    parliamentary_constituency: [],
  };
}

/** A repeatable offset of up to ~400 m from the inward code, so postcodes of a district differ. */
function inwardOffset(inward: string) {
  let hash = 0;
  for (const char of inward) hash = (hash * 31 + char.charCodeAt(0)) % 10007;
  return { dLat: ((hash % 73) / 72 - 0.5) * 0.007, dLng: ((Math.floor(hash / 73) % 73) / 72 - 0.5) * 0.011 };
}

/** An answer: its HTTP status and JSON body. */
interface Answer {
  status: number;
  body: { status: number; result?: unknown; error?: string };
}

/** { status, body } for GET /postcodes/{input}. */
export function postcodeAnswer(input: string): Answer {
  const compact = decodeURIComponent(input).toUpperCase().replace(/\s+/g, '');
  const outward = compact.slice(0, -3);
  const inward = compact.slice(-3);
  if (!OUTWARD.test(outward) || !INWARD.test(inward)) return { status: 404, body: { status: 404, error: 'Invalid postcode' } };
  const entry = outcodeEntry(outward);
  if (!entry) return { status: 404, body: { status: 404, error: 'Postcode not found' } };
  const { dLat, dLng } = inwardOffset(inward);
  const district = DATA.places.find((place) => place[2] === outward);
  const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    status: 200,
    body: {
      status: 200,
      result: {
        postcode: `${outward} ${inward}`,
        quality: 1,
        eastings: null,
        northings: null,
        country: entry.country,
        longitude: round6(entry.longitude + dLng),
        latitude: round6(entry.latitude + dLat),
        region: district ? district[5] : null,
        incode: inward,
        outcode: outward,
        admin_district: district ? district[3] : null,
        parish: null,
        admin_county: null,
        admin_ward: null,
        codes: {},
      },
    },
  };
}

/** { status, body } for GET /outcodes/{input}. */
export function outcodeAnswer(input: string): Answer {
  const result = outcodeResult(decodeURIComponent(input).toUpperCase().replace(/\s+/g, ''));
  return result ? { status: 200, body: { status: 200, result } } : { status: 404, body: { status: 404, error: 'Outcode not found' } };
}

function placeResult([name, localType, outcode, district, county, region]: PlaceRow) {
  const entry = outcodeEntry(outcode);
  if (!entry) throw new Error(`postcodes stand-in data: place ${name} has an unknown outcode ${outcode}`);
  return {
    code: `stand-in-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    name_1: name,
    name_1_lang: null,
    name_2: null,
    name_2_lang: null,
    local_type: localType,
    outcode,
    county_unitary: county,
    county_unitary_type: null,
    district_borough: district,
    district_borough_type: null,
    region,
    country: entry.country,
    longitude: entry.longitude,
    latitude: entry.latitude,
    eastings: null,
    northings: null,
    min_eastings: null,
    min_northings: null,
    max_eastings: null,
    max_northings: null,
  };
}

/** { status, body } for GET /places?q=&limit=. */
export function placesAnswer(searchParams: URLSearchParams): Answer {
  const query = (searchParams.get('q') ?? searchParams.get('query') ?? '').trim().toLowerCase();
  if (!query) return { status: 400, body: { status: 400, error: 'No query submitted. Please submit a query parameter' } };
  const asked = Number(searchParams.get('limit') ?? DEFAULT_PLACES);
  const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_PLACES) : DEFAULT_PLACES;
  const result = DATA.places
    .filter(([name]) => name.toLowerCase().startsWith(query))
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, limit)
    .map(placeResult);
  return { status: 200, body: { status: 200, result } };
}

function answer(path: string, searchParams: URLSearchParams): Answer {
  const postcode = /^\/postcodes\/([^/]+)$/.exec(path);
  if (postcode?.[1]) return postcodeAnswer(postcode[1]);
  const outcode = /^\/outcodes\/([^/]+)$/.exec(path);
  if (outcode?.[1]) return outcodeAnswer(outcode[1]);
  if (path === '/places') return placesAnswer(searchParams);
  if (path === '/health') return { status: 200, body: { status: 200, result: 'stand-in' } };
  return { status: 404, body: { status: 404, error: 'Resource not found' } };
}

/** Starts the stand-in; port 0 picks a free port. */
export function startPostcodesStandIn({ port = 9310, host = '127.0.0.1', latencyMs = 0 }: StandInOptions & { latencyMs?: number } = {}): Promise<StandIn> {
  const headers = standInHeaders(POSTCODES_STAND_IN_LABEL);
  return startStandIn(
    async (req, res, url) => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, headers);
        res.end();
        return;
      }
      const { status, body }: Answer = req.method === 'GET' ? answer(url.pathname, url.searchParams) : { status: 405, body: { status: 405, error: 'Method not allowed' } };
      if (latencyMs > 0) await new Promise((done) => setTimeout(done, latencyMs));
      res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
    },
    { port, host },
  );
}

if (isMainModule(import.meta.url)) {
  const standIn = await startPostcodesStandIn({ port: Number(process.env.POSTCODES_STAND_IN_PORT || 9310), latencyMs: 150 });
  console.log(`postcodes.io stand-in (sample data, not postcodes.io) listening on ${standIn.url}`);
  closeOnSignal(standIn);
}
