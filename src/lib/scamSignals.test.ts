import { describe, expect, it } from 'vitest';
import { ORDINARY_MESSAGES, SCAM_LIKE_MESSAGES } from './scamSignals.labelled';
import { detectScamSignals, findScamSignals } from './scamSignals';

/** Floors for the labelled set: a warning on an ordinary message costs trust, a miss costs money. */
const MIN_PRECISION = 0.95;
const MIN_RECALL = 0.9;

describe('detectScamSignals', () => {
  it.each([
    'please send the deposit by bank transfer first',
    'Please SEND THE DEPOSIT BY BANK TRANSFER FIRST',
    'Send £200 to secure the room and I will post you the keys',
    'I am abroad at the moment, transfer the rent in advance and my agent will hand over the keys',
    'You need to pay a holding fee before the viewing',
    'Pay 500 pounds today and the room is yours without a viewing',
    'Use Western Union, it is quicker',
    'My sort code is 12-34-56',
    'I can only accept gift cards',
  ])('flags an early or untraceable payment: %s', (text) => {
    expect(detectScamSignals(text)).toContain('upfront-payment');
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
  const falsePositives = ORDINARY_MESSAGES.filter(flagged);
  const misses = SCAM_LIKE_MESSAGES.filter((text) => !flagged(text));
  const truePositives = SCAM_LIKE_MESSAGES.length - misses.length;
  const precision = truePositives / (truePositives + falsePositives.length);
  const recall = truePositives / SCAM_LIKE_MESSAGES.length;

  it(`has precision ≥ ${MIN_PRECISION} and recall ≥ ${MIN_RECALL}`, () => {
    console.log(
      `scam detector on ${ORDINARY_MESSAGES.length} ordinary + ${SCAM_LIKE_MESSAGES.length} scam-like messages: ` +
        `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}` +
        (falsePositives.length ? `\n  false positives: ${JSON.stringify(falsePositives)}` : '') +
        (misses.length ? `\n  misses: ${JSON.stringify(misses)}` : ''),
    );
    expect(ORDINARY_MESSAGES.length).toBeGreaterThanOrEqual(40);
    expect(SCAM_LIKE_MESSAGES.length).toBeGreaterThanOrEqual(40);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it('flags none of the ordinary messages quoted in the bug report', () => {
    expect(falsePositives).not.toContain('Hello, is the room still free? ref 1795366622867');
  });
});
