/**
 * Finds UK and Indian phone numbers in free text, as people type them ("07700 900123",
 * "+44 (0)20 7946 0018", "+91 98765 43210", "98765-43210"), and any number written with an
 * international "+" prefix. Reference numbers, prices, dates and times are not phone numbers:
 * a number must have a phone's shape (prefix, length and first digit), and one introduced as a
 * reference ("ref", "order", "booking"...) is left alone unless it carries a "+".
 */

/** Digit groups joined by at most two separators (space, dash, dot, brackets), e.g. "+44 (0)7700-900 123". */
const CANDIDATE = /(?<![\w+£$€.,:/])\(?\+?\d+(?:[ ().-]{1,2}\d+)*/g;
/** Words that introduce a number which is not a phone number. */
const REFERENCE_BEFORE = /\b(ref|reference|order|invoice|booking|transaction|tracking|receipt|ticket|case|policy|id|postcode)\s*(number|no\.?)?(\s+is)?\s*[:.#-]?\s*$/i;
const CONTEXT_CHARS = 30;

/** UK: +44 then 10 digits (9 for a few landlines), a "(0)" allowed after the country code. */
function isUkInternational(rest: string): boolean {
  const national = rest.startsWith('0') ? rest.slice(1) : rest;
  return (national.length === 10 && /^[1237]/.test(national)) || (national.length === 9 && /^[12]/.test(national));
}

/** India: +91 then a 10-digit mobile starting 6-9. */
const isIndianMobile = (digits: string) => digits.length === 10 && /^[6-9]/.test(digits);

function isPhoneNumber(digits: string, plus: boolean): boolean {
  const international = plus ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    if (international.startsWith('44')) return isUkInternational(international.slice(2));
    if (international.startsWith('91')) return isIndianMobile(international.slice(2));
    // Any other country, written with "+" or "00": a plausible international length.
    return international.length >= 10 && international.length <= 13;
  }
  // UK 01/02/03/07 and Indian 0 + mobile, 11 digits in all.
  if (digits.length === 11 && /^0[1-37-9]/.test(digits)) return true;
  // Without the "+": 44 or 91 then the national number.
  if (digits.startsWith('44') && digits.length === 12) return isUkInternational(digits.slice(2));
  if (digits.startsWith('91') && digits.length === 12) return isIndianMobile(digits.slice(2));
  return isIndianMobile(digits);
}

/** The longest phone number made of whole groups, starting at each group in turn. */
function phonesInCandidate(candidate: string): string[] {
  const groups = [...candidate.matchAll(/\d+/g)];
  const found: string[] = [];
  let start = 0;
  while (start < groups.length) {
    const plus = start === 0 && candidate.trimStart().replace(/^\(/, '').startsWith('+');
    let end = -1;
    let digits = '';
    for (let index = start; index < groups.length && digits.length <= 15; index += 1) {
      digits += groups[index]?.[0] ?? '';
      if (isPhoneNumber(digits, plus)) end = index;
    }
    if (end < 0) {
      start += 1;
      continue;
    }
    const from = start === 0 ? 0 : (groups[start]?.index ?? 0);
    const last = groups[end];
    found.push(candidate.slice(from, (last?.index ?? 0) + (last?.[0].length ?? 0)).trim());
    start = end + 1;
  }
  return found;
}

/** Every phone number in the text, as written. */
export function findPhoneNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const before = text.slice(Math.max(0, match.index - CONTEXT_CHARS), match.index);
    const isReference = REFERENCE_BEFORE.test(before);
    for (const phone of phonesInCandidate(match[0])) {
      if (isReference && !phone.includes('+')) continue;
      found.push(phone);
    }
  }
  return found;
}
