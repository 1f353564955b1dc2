/**
 * firestore.rules geohashOf(): the rules' arithmetic (25 bits of each coordinate, a table of
 * 5+5-bit pairs) gives geofire-common's 10-character geohash for points all over the UK.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { geohashForLocation } from 'geofire-common';
import { describe, expect, it } from 'vitest';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');
const PAIRS = /function geohashPairs\(\) \{\s*return '([0-9b-hjkmnp-z]+)';/.exec(RULES)?.[1] ?? '';
const SCALES = [...(/function geohashOf\(lat, lng\) \{[\s\S]*?\n {4}\}/.exec(RULES)?.[0] ?? '').matchAll(/geohashPair\(lon, la, ([0-9.]+)\)/g)].map((m) => Number(m[1]));

/** The rules' steps, one for one. */
function rulesGeohash(lat: number, lng: number): string {
  const lon = Math.ceil(((lng + 180) / 360) * 33554432) - 1;
  const la = Math.ceil(((lat + 90) / 180) * 33554432) - 1;
  return SCALES.map((scale) => {
    const i = ((Math.trunc(lon / scale) % 32) * 32 + (Math.trunc(la / scale) % 32)) * 2;
    return PAIRS.slice(i, i + 2);
  }).join('');
}

describe('geohashOf in firestore.rules', () => {
  it('has every pair of characters and five scales', () => {
    expect(PAIRS).toHaveLength(2048);
    expect(SCALES).toEqual([1048576, 32768, 1024, 32, 1]);
  });

  it('puts a point on a cell edge where geofire-common does (Greenwich, whole degrees)', () => {
    for (const [lat, lng] of [[51.541, 0], [52, 0], [51.5, -0.5], [50, 1], [45, 0], [54, -2.8125]]) {
      expect(rulesGeohash(lat ?? 0, lng ?? 0), `${lat},${lng}`).toBe(geohashForLocation([lat ?? 0, lng ?? 0], 10));
    }
  });

  it('encodes 20,000 points across the UK exactly as geofire-common does', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let i = 0; i < 20_000; i++) {
      const lat = 49.8 + random() * 11.1;
      const lng = -8.7 + random() * 10.5;
      expect(rulesGeohash(lat, lng)).toBe(geohashForLocation([lat, lng], 10));
    }
  });
});
