/** firestore.rules' listing place checks state the app's nations, UK bounds and geohash length. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_RENT } from '@/config/constants';
import { GEOHASH_LENGTH } from '@/lib/place/geo';
import { NATIONS } from '@/lib/place/nation';
import { LISTING_PLACE_BOUNDS } from '@/schema/posts';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');

describe('firestore.rules listing place', () => {
  it('accepts exactly the app nations', () => {
    // One pattern, not a list: a list costs an expression per value (SECURITY.md, rules budget).
    const pattern = /d\.nation\.matches\('([^']*)'\)/.exec(RULES)?.[1] ?? '';
    expect(pattern.split('|')).toEqual([...NATIONS]);
  });

  it('bounds the point as the schema says and wants a geohash of the stored length', () => {
    const { minLat, maxLat, minLng, maxLng } = LISTING_PLACE_BOUNDS;
    expect(RULES).toContain(`g.lat >= ${minLat} && g.lat <= ${maxLat}`);
    expect(RULES).toContain(`g.lng >= ${minLng} && g.lng <= ${maxLng}`);
    expect(RULES).toContain(`g.geohash.matches('[0-9b-hjkmnp-z]{${GEOHASH_LENGTH}}')`);
  });

  it('asks the rent the listing form asks at the least', () => {
    expect(RULES).toContain(`return d.rent >= ${MIN_RENT} && isMailSafe(d.title) && placeHolds(d);`);
  });
});
