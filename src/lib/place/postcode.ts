/**
 * UK postcodes typed by people: "E6", "e6 2ab", "SW1A1AA", " e6  2ab ". A postcode is an outward
 * code (area letters, district digit(s), optional letter: E6, E14, SW1A, W1B) and, optionally, an
 * inward code (digit + two letters: 2AB). Only the shape is checked here; whether it exists is
 * postcodes.io's answer.
 */

export interface ParsedPostcode {
  /** Upper case, no spaces: "E6", "SW1A". */
  outward: string;
  /** Upper case: "2AB", or null when only the outward code was given. */
  inward: string | null;
  /** "E6 2AB", or "E6" for an outward code alone. */
  normalised: string;
}

const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const INWARD = /^\d[A-Z]{2}$/;
const INWARD_LENGTH = 3;

/** The postcode or outward code in `input`, normalised; null when it is not shaped like one. */
export function parsePostcode(input: string): ParsedPostcode | null {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  if (OUTWARD.test(compact)) return { outward: compact, inward: null, normalised: compact };
  const outward = compact.slice(0, -INWARD_LENGTH);
  const inward = compact.slice(-INWARD_LENGTH);
  if (compact.length > INWARD_LENGTH && OUTWARD.test(outward) && INWARD.test(inward)) {
    return { outward, inward, normalised: `${outward} ${inward}` };
  }
  return null;
}

/** True for a full postcode (outward + inward), false for an outward code alone or non-postcodes. */
export function isFullPostcode(input: string): boolean {
  return parsePostcode(input)?.inward != null;
}
