/** The fields whose change sends a post back to review are the same in the app and in firestore.rules. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_SCREENED_FIELDS, REQUEST_SCREENED_FIELDS, sendsBackToReview } from './postScreening';

const RULES = readFileSync(join(import.meta.dirname, '../../../firestore.rules'), 'utf8');

function rulesList(name: string): string[] {
  const body = new RegExp(`function ${name}\\(\\) \\{\\s*return \\[([^\\]]*)\\];`).exec(RULES)?.[1] ?? '';
  return [...body.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
}

describe('screened fields', () => {
  it('are the rules\' for listings and roommate profiles', () => {
    expect([...LISTING_SCREENED_FIELDS].sort()).toEqual(rulesList('screenedListingKeys').sort());
    expect([...REQUEST_SCREENED_FIELDS].sort()).toEqual(rulesList('screenedRequestKeys').sort());
  });

  it('a moved point or a new nation sends a live listing back to review, the same place in another key order does not', () => {
    const stored = { status: 'active', geo: { lat: 51.5, lng: 0.07, geohash: 'u10j39vru0' }, nation: 'england' };
    expect(sendsBackToReview(stored, { geo: { geohash: 'u10j39vru0', lng: 0.07, lat: 51.5 } }, LISTING_SCREENED_FIELDS, false)).toBe(false);
    expect(sendsBackToReview(stored, { geo: { lat: 51.6, lng: 0.07, geohash: 'u10j6' } }, LISTING_SCREENED_FIELDS, false)).toBe(true);
    expect(sendsBackToReview(stored, { nation: 'wales' }, LISTING_SCREENED_FIELDS, false)).toBe(true);
    expect(sendsBackToReview(stored, { nation: 'wales' }, LISTING_SCREENED_FIELDS, true)).toBe(false);
  });
});
