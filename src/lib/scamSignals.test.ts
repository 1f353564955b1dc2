import { describe, expect, it } from 'vitest';
import { IDENTITY_REQUEST_MESSAGES, OFF_PLATFORM_MESSAGES, ORDINARY_MESSAGES, PAYMENT_SCAM_MESSAGES } from './scamSignals.labelled';
import { detectScamSignals, findScamSignals, type ScamSignal } from './scamSignals';

/** Floors for the labelled set: a warning on an ordinary message costs trust, a miss costs money. */
const MIN_PRECISION = 0.95;
const MIN_RECALL = 0.9;

describe('detectScamSignals', () => {
  it('finds an untraceable payment channel and an early payment, with the words that matched', () => {
    expect(findScamSignals('Use Western Union, it is quicker')).toEqual([{ signal: 'upfront-payment', reason: 'payment-channel', evidence: 'Western Union' }]);
    expect(findScamSignals('You need to pay a holding fee before the viewing')).toEqual([
      { signal: 'upfront-payment', reason: 'early-payment', evidence: 'pay … fee … holding fee' },
    ]);
  });

  it.each([
    ['Call me on 07700 900123', '07700 900123'],
    ['my number is +44 7700 900 123', '+44 7700 900 123'],
    ['text 07700-900-123 please', '07700-900-123'],
    ['Contact +44 (0)7700 900123 for the keys', '+44 (0)7700 900123'],
    ['Call the office on (020) 7946 0018', '(020) 7946 0018'],
    ['My Indian number is +91 98765 43210', '+91 98765 43210'],
    ['my number 9876543210 call after 8', '9876543210'],
    ['reach me on 09876543210 (India)', '09876543210'],
    ['Call me on 07700 900123 2026 is fine', '07700 900123'],
  ])('finds the phone number in "%s"', (text, number) => {
    expect(findScamSignals(text)).toContainEqual({ signal: 'off-platform', reason: 'phone-number', evidence: number });
  });

  it.each([
    ['Message me on WhatsApp instead', 'messenger', 'WhatsApp'],
    ["Let's continue on Telegram", 'messenger', 'Telegram'],
    ['Add me: wa.me/447700900123', 'messenger', 'wa.me/447700900123'],
    ['Email me at landlord.uk@example.com', 'email-address', 'landlord.uk@example.com'],
  ] as const)('flags a move off the platform, with its evidence: %s', (text, reason, evidence) => {
    expect(findScamSignals(text)).toContainEqual({ signal: 'off-platform', reason, evidence });
  });

  it('finds a request for identity documents before a viewing, with the words that matched', () => {
    expect(findScamSignals('Send me a scan of your passport before the viewing')).toEqual([
      { signal: 'identity-documents', reason: 'document-request', evidence: 'Send … passport … scan' },
    ]);
    expect(detectScamSignals('I need your share code before I can show you the room')).toEqual(['identity-documents']);
  });

  it.each([
    'I will bring my passport to the viewing for the right to rent check.',
    'After we sign I can generate a share code on GOV.UK for your right to rent check.',
    'My visa is valid until 31 December 2027.',
  ])('leaves ordinary mentions of documents alone: %s', (text) => {
    expect(findScamSignals(text)).toEqual([]);
  });

  it('reports both signals when a message does both, payment first', () => {
    expect(detectScamSignals('Send the deposit first via bank transfer, then WhatsApp me')).toEqual(['upfront-payment', 'off-platform']);
  });

  it.each([
    'Hello, is the room still free? ref 1795366622867',
    'My booking reference is 9876543210',
    'Rent is £1,250 per month and the deposit is £1,250 (5 weeks).',
    'I can move in from 2026-01-15.',
    'Viewings between 10:30 and 12:00 on 22.11.2026 work for me.',
  ])('leaves reference numbers, prices, dates and times alone: %s', (text) => {
    expect(findScamSignals(text)).toEqual([]);
  });

  it('a number introduced as a reference still counts when written with an international "+"', () => {
    expect(detectScamSignals('ref +44 7700 900123')).toEqual(['off-platform']);
  });
});

describe('the detector on a labelled set of realistic messages', () => {
  const flagged = (text: string) => detectScamSignals(text).length > 0;
  const scamLike: readonly string[] = [...PAYMENT_SCAM_MESSAGES, ...OFF_PLATFORM_MESSAGES, ...IDENTITY_REQUEST_MESSAGES];
  const falsePositives = ORDINARY_MESSAGES.filter(flagged);
  const misses = scamLike.filter((text) => !flagged(text));
  const truePositives = scamLike.length - misses.length;
  const precision = truePositives / (truePositives + falsePositives.length);
  const recall = truePositives / scamLike.length;
  /** Of the messages of one kind, the share given that kind's signal. */
  const signalRecall = (messages: readonly string[], signal: ScamSignal) => messages.filter((text) => detectScamSignals(text).includes(signal)).length / messages.length;

  it(`has precision ≥ ${MIN_PRECISION} and recall ≥ ${MIN_RECALL}`, () => {
    console.log(
      `scam detector on ${ORDINARY_MESSAGES.length} ordinary + ${scamLike.length} scam-like messages: ` +
        `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} ` +
        `(upfront-payment ${signalRecall(PAYMENT_SCAM_MESSAGES, 'upfront-payment').toFixed(3)}, off-platform ${signalRecall(OFF_PLATFORM_MESSAGES, 'off-platform').toFixed(3)}, ` +
        `identity-documents ${signalRecall(IDENTITY_REQUEST_MESSAGES, 'identity-documents').toFixed(3)})` +
        (falsePositives.length ? `\n  false positives: ${JSON.stringify(falsePositives)}` : '') +
        (misses.length ? `\n  misses: ${JSON.stringify(misses)}` : ''),
    );
    expect(ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(40);
    expect(scamLike.length).toBeGreaterThanOrEqual(40);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it('gives each kind of scam its own signal', () => {
    expect(signalRecall(PAYMENT_SCAM_MESSAGES, 'upfront-payment')).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(signalRecall(OFF_PLATFORM_MESSAGES, 'off-platform')).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(signalRecall(IDENTITY_REQUEST_MESSAGES, 'identity-documents')).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it('flags none of the ordinary messages quoted in the bug report', () => {
    expect(falsePositives).not.toContain('Hello, is the room still free? ref 1795366622867');
  });
});
