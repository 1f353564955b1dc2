/**
 * Firebase Auth's phone provider needs E.164 (+447700900123). Members type UK numbers the UK way
 * (07700 900123), so those are converted; anything else must already start with + (or 00).
 */
export function toE164(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (/^\+[1-9]\d{7,14}$/.test(international)) return international;
  if (/^0\d{10}$/.test(compact)) return `+44${compact.slice(1)}`;
  return null;
}
