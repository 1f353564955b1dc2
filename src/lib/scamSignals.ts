/**
 * Spots the patterns behind most room-rental scams in a piece of text (a chat message, and
 * equally a listing's title or description): a request to pay (deposit, rent, "holding fee")
 * before a viewing or through an untraceable channel, a request to move the conversation off
 * the platform (another app, an email, a phone number), and a request for copies of identity
 * documents (passport, BRP, visa, share code) before a viewing: the material of identity fraud.
 * Pure and deliberately conservative: ordinary questions about the deposit or a viewing, prices,
 * dates and reference numbers must not trigger a warning, so a payment word or a long number alone
 * is never enough. Measured against a labelled set in scamSignals.test.ts.
 */
import { findPhoneNumbers } from './phoneNumbers';

export type ScamSignal = 'upfront-payment' | 'off-platform' | 'identity-documents';

/** What exactly matched: the reason for a signal. */
export type ScamReason = 'payment-channel' | 'early-payment' | 'messenger' | 'email-address' | 'phone-number' | 'document-request';

export interface ScamMatch {
  signal: ScamSignal;
  reason: ScamReason;
  /** The matched text, as written, to show or log as evidence. */
  evidence: string;
}

/** Channels scammers favour: money sent this way cannot be recovered. */
const PAYMENT_CHANNEL =
  /\b(bank transfer|wire transfer|money transfer|western union|money ?gram|sort code|account (number|no)|iban|swift code|gift ?cards?|bitcoin|crypto|usdt|paypal friends|friends and family)\b/i;
const PAY_VERB = /\b(send|sending|sent|pay|paying|paid|transfer|transferring|wire|remit)\b/i;
const MONEY_NOUN = /(\b(deposit|money|rent|advance|payment|fee|funds|cash)\b|£\s?\d|\b\d+\s?(pounds|gbp|euros?|usd|dollars)\b)/i;
/** "upfront", "before the viewing", "to secure the room", "I am abroad"... ("first" but not "first month"). */
const TOO_EARLY =
  /\b(first(?! (month|week|day|of|time|floor))|up ?front|in advance|before (the |a |you |we |i )?(view|viewing|visit|visiting|see|seeing|move|moving|meet|meeting)|before (i|we) (can )?show|without (a )?(viewing|visit|seeing)|to (secure|reserve|hold|book) (it|the room|the flat|the property)|holding (fee|deposit)|today|now|asap|immediately|abroad|overseas|out of the country)\b/i;

/** Other apps, and links or handles that open them. */
const MESSENGER =
  /(\b(whats ?app|telegram|viber|wechat|we chat|signal app|snapchat|kik|line app|e-?mail me|email address|my email|personal email|gmail|hotmail|outlook\.com|yahoo)\b|\b(wa\.me|t\.me|telegram\.me|m\.me|signal\.me)\/\S+)/i;
const EMAIL_ADDRESS = /[\w.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}\b/i;

/** Documents a Right to Rent check involves, and others scammers collect for identity fraud. */
const ID_DOCUMENT =
  /\b(passports?|brps?|biometric residence (permit|card)s?|e-?visas?|visas?|share ?codes?|id cards?|identity (cards?|documents?)|aadhaa?r|driving licen[cs]es?)\b/i;
/** Sending or asking for it ("send", "upload", "I need your"...); "bring" to a viewing is fine. */
const DOCUMENT_REQUEST = /\b(send|sending|share|sharing|upload|uploading|e-?mail|forward|attach|whats ?app)\b|\b(need|want|require)s? (a |the )?((copy|scan|photo) of )?your\b/i;
/** As an image, rather than shown in person or checked online. */
const AS_IMAGE = /\b(scans?|scanned|cop(y|ies)|photos?|pictures?|pics?|images?|screenshots?|photocop(y|ies))\b/i;

function earlyPayment(text: string): string | null {
  const verb = PAY_VERB.exec(text);
  const money = MONEY_NOUN.exec(text);
  const early = TOO_EARLY.exec(text);
  return verb && money && early ? [verb[0], money[0], early[0]].join(' … ') : null;
}

function documentRequest(text: string): string | null {
  const request = DOCUMENT_REQUEST.exec(text);
  const document = ID_DOCUMENT.exec(text);
  const how = AS_IMAGE.exec(text) ?? TOO_EARLY.exec(text);
  return request && document && how ? [request[0], document[0], how[0]].join(' … ') : null;
}

/** Every signal in the text, each with its reason and the text that matched (in signal order). */
export function findScamSignals(text: string): ScamMatch[] {
  const matches: ScamMatch[] = [];
  const channel = PAYMENT_CHANNEL.exec(text);
  if (channel) matches.push({ signal: 'upfront-payment', reason: 'payment-channel', evidence: channel[0] });
  const early = earlyPayment(text);
  if (early) matches.push({ signal: 'upfront-payment', reason: 'early-payment', evidence: early });
  const messenger = MESSENGER.exec(text);
  if (messenger) matches.push({ signal: 'off-platform', reason: 'messenger', evidence: messenger[0] });
  const email = EMAIL_ADDRESS.exec(text);
  if (email) matches.push({ signal: 'off-platform', reason: 'email-address', evidence: email[0] });
  for (const phone of findPhoneNumbers(text)) matches.push({ signal: 'off-platform', reason: 'phone-number', evidence: phone });
  const documents = documentRequest(text);
  if (documents) matches.push({ signal: 'identity-documents', reason: 'document-request', evidence: documents });
  return matches;
}

/** The distinct signals in the text: 'upfront-payment', then 'off-platform', then 'identity-documents'; empty when none. */
export function detectScamSignals(text: string): ScamSignal[] {
  return [...new Set(findScamSignals(text).map((match) => match.signal))];
}
