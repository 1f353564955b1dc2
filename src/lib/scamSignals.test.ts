import { describe, expect, it } from 'vitest';
import { detectScamSignals } from './scamSignals';

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
    'Message me on WhatsApp instead',
    "Let's continue on Telegram",
    'Email me at landlord.uk@example.com',
    'Call me on 07700 900123',
    'my number is +44 7700 900 123',
    'text 07700-900-123 please',
  ])('flags a move off the platform: %s', (text) => {
    expect(detectScamSignals(text)).toContain('off-platform');
  });

  it('reports both signals when a message does both', () => {
    expect(detectScamSignals('Send the deposit first via bank transfer, then WhatsApp me')).toEqual(['upfront-payment', 'off-platform']);
  });

  it.each([
    'Is the room still available?',
    'Hi! Could I come and see the room on Saturday at 11?',
    'What is the deposit?',
    'The deposit is one month of rent, paid when you move in.',
    'Can I pay the deposit after the viewing?',
    'Are bills included in the rent of £650?',
    'I can move in from 2026-01-15.',
    'I work in Canary Wharf and I am vegetarian.',
    'Rent is £1,250 per month and the deposit is £1,250 (5 weeks).',
    'Flat 12, 34 High Road, IG1 1AA. Ring bell 2.',
    'Thanks, see you at 6pm. The nearest station is Ilford.',
    'First, tell me a bit about yourself.',
    '',
  ])('leaves ordinary messages alone: %s', (text) => {
    expect(detectScamSignals(text)).toEqual([]);
  });
});
