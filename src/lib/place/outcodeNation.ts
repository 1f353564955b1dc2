/**
 * The UK nation an outward code belongs to, from its area letters: letting law differs between
 * nations, so a listing's nation must follow from where it is, not from what its owner says.
 * Districts that straddle a border accept either nation. Source: Royal Mail's postcode areas and
 * districts ("List of postcode districts in the United Kingdom", Wikipedia), cross-checked with
 * postcodes.io's countries per outward code. firestore.rules outcodeNation() and
 * crossBorderNations() hold the same patterns (tests/unit/outcodeNation-rules.test.ts).
 */
import type { Nation } from './nation';

/** Whole-string patterns, tried in order; any other outward code is England's. */
export const OUTCODE_NATION_PATTERNS: readonly (readonly [Nation, string])[] = [
  ['scotland', '(AB|DD|DG|EH|FK|G|HS|IV|KA|KW|KY|ML|PA|PH|TD|ZE)[0-9].*'],
  ['wales', '(CF|LD|LL|NP|SA)[0-9].*|CH[5-8]|SY(1[5-9]|2[0-5])'],
  ['northern-ireland', 'BT[0-9].*'],
];

/** Districts across a border, with the two nations either of which they accept. */
export const CROSS_BORDER_DISTRICTS: readonly (readonly [readonly [Nation, Nation], string])[] = [
  [['england', 'wales'], 'CH[14]|HR[235]|LD[78]|NP(7|16|25)|SY(5|10|13|14|15|21|22)'],
  [['england', 'scotland'], 'TD(9|12|15)|CA6|DG16'],
];

/** The Crown Dependencies: not part of the UK, and not served. */
export const UNSERVED_AREAS = '(GY|JE|IM)[0-9].*';

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

/** The nation of an outward code's area (for a cross-border district, its area's). */
export function outcodeNation(outcode: string): Nation {
  return OUTCODE_NATION_PATTERNS.find(([, pattern]) => whole(pattern).test(outcode))?.[0] ?? 'england';
}

/** The nations a listing with this outward code may say it is in. */
export function nationsOfOutcode(outcode: string): readonly Nation[] {
  if (whole(UNSERVED_AREAS).test(outcode)) return [];
  return CROSS_BORDER_DISTRICTS.find(([, pattern]) => whole(pattern).test(outcode))?.[0] ?? [outcodeNation(outcode)];
}
