/**
 * Spots the two patterns behind most room-rental scams in a chat message: a request to pay
 * (deposit, rent, "holding fee") before a viewing or through an untraceable channel, and a
 * request to move the conversation off the platform (another app, an email, a phone number).
 * Pure and deliberately conservative: ordinary questions about the deposit or a viewing must not
 * trigger a warning, so a payment word alone is never enough.
 */
export type ScamSignal = 'upfront-payment' | 'off-platform';

/** Channels scammers favour: money sent this way cannot be recovered. */
const PAYMENT_CHANNEL =
  /\b(bank transfer|wire transfer|money transfer|western union|money ?gram|sort code|account (number|no)|iban|swift code|gift ?cards?|bitcoin|crypto|usdt|paypal friends|friends and family)\b/i;
const PAY_VERB = /\b(send|sending|sent|pay|paying|transfer|transferring|wire|remit)\b/i;
const MONEY_NOUN = /(\b(deposit|money|rent|advance|payment|fee|funds|cash)\b|£\s?\d|\b\d+\s?(pounds|gbp|euros?|usd|dollars)\b)/i;
/** "first", "upfront", "before the viewing", "to secure the room", "I am abroad"... */
const TOO_EARLY =
  /\b(first|up ?front|in advance|before (the |a |you |we |i )?(view|viewing|visit|visiting|see|seeing|move|moving|meet|meeting)|without (a )?(viewing|visit|seeing)|to (secure|reserve|hold|book) (it|the room|the flat|the property)|holding (fee|deposit)|today|right now|asap|immediately|abroad|overseas|out of the country)\b/i;

const OTHER_APP = /\b(whats ?app|telegram|viber|wechat|we chat|signal app|snapchat|kik|line app|e-?mail me|email address|my email|personal email|gmail|hotmail|outlook\.com|yahoo)\b/i;
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+\.[\w.-]+/;
/** Digit runs that look like a phone number: 10+ digits, spaces, dashes, dots or brackets allowed. */
const PHONE_CANDIDATE = /\+?\d[\d\s().-]{8,}\d/g;

function hasPhoneNumber(text: string): boolean {
  return (text.match(PHONE_CANDIDATE) ?? []).some((candidate) => {
    const digits = candidate.replace(/\D/g, '');
    // Dates (2026-01-15) and amounts have fewer digits; 10-13 digits is a UK or international number.
    return digits.length >= 10 && digits.length <= 13;
  });
}

function asksForEarlyPayment(text: string): boolean {
  if (PAYMENT_CHANNEL.test(text)) return true;
  return PAY_VERB.test(text) && MONEY_NOUN.test(text) && TOO_EARLY.test(text);
}

function asksToLeavePlatform(text: string): boolean {
  return OTHER_APP.test(text) || EMAIL_ADDRESS.test(text) || hasPhoneNumber(text);
}

export function detectScamSignals(text: string): ScamSignal[] {
  const signals: ScamSignal[] = [];
  if (asksForEarlyPayment(text)) signals.push('upfront-payment');
  if (asksToLeavePlatform(text)) signals.push('off-platform');
  return signals;
}
