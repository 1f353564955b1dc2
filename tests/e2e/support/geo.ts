/**
 * Listings without `geo` (a seed from before listings were located, or a listing another spec
 * created) get their area's point from the postcodes.io stand-in, past the rules, so the map has
 * circles to draw. A seed that carries `geo` is left exactly as it is.
 */
import { geohashFor, type LatLng } from '../../../src/lib/place/geo';
import { APP_ID, PROJECT_ID } from './emulators';

const OWNER_HEADERS = { 'content-type': 'application/json', authorization: 'Bearer owner' };
/** Where a listing whose area the stand-in does not know is put (central London). */
const FALLBACK: LatLng = { lat: 51.5072, lng: -0.1276 };

interface RestDoc {
  name: string;
  fields?: { address?: { stringValue?: string }; geo?: unknown };
}

function env(name: 'FIRESTORE_EMULATOR_HOST' | 'VITE_POSTCODES_API_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through "npm run test:e2e".`);
  return value;
}

async function areaPoint(area: string): Promise<LatLng> {
  const response = await fetch(`${env('VITE_POSTCODES_API_URL')}/places?q=${encodeURIComponent(area)}&limit=1`);
  const body = (await response.json()) as { result?: { latitude: number; longitude: number }[] };
  const place = body.result?.[0];
  return place ? { lat: place.latitude, lng: place.longitude } : FALLBACK;
}

/** Locates every listing that has no `geo`; returns how many it located. */
export async function locateUnlocatedListings(): Promise<number> {
  const documents = `http://${env('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(`${documents}/artifacts/${APP_ID}/public/data/room_listings?pageSize=500&mask.fieldPaths=address&mask.fieldPaths=geo`, { headers: OWNER_HEADERS });
  if (!response.ok) throw new Error(`listing room_listings: ${response.status}`);
  const unlocated = (((await response.json()) as { documents?: RestDoc[] }).documents ?? []).filter((doc) => !doc.fields?.geo);
  for (const doc of unlocated) {
    const point = await areaPoint(doc.fields?.address?.stringValue ?? '');
    const geo = { mapValue: { fields: { lat: { doubleValue: point.lat }, lng: { doubleValue: point.lng }, geohash: { stringValue: geohashFor(point) } } } };
    const patched = await fetch(`http://${env('FIRESTORE_EMULATOR_HOST')}/v1/${doc.name}?updateMask.fieldPaths=geo`, { method: 'PATCH', headers: OWNER_HEADERS, body: JSON.stringify({ fields: { geo } }) });
    if (!patched.ok) throw new Error(`locating ${doc.name}: ${patched.status} ${await patched.text()}`);
  }
  return unlocated.length;
}
