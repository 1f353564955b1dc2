/** firestore.rules isMailSafe() refuses exactly what src/lib/linkLike.ts refuses. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMailSafe, LINK_LIKE_PATTERN } from '@/lib/linkLike';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');

describe('text fit for an email', () => {
  it('is the same pattern in the rules', () => {
    expect(RULES).toContain(`!v.matches('(?is).*${LINK_LIKE_PATTERN}.*')`);
  });

  it.each(['Priya Sharma', 'R. Sharma', 'Double room near Stratford, bills included', 'Room @ £750 pcm', 'En-suite 2 mins from E14 9SH', 'Available 01/09/2026'])('keeps %s', (text) => {
    expect(isMailSafe(text)).toBe(true);
  });

  it.each([
    'Priya (pay at roomshare-deposits.com/pay)',
    'See https://bit.ly/x',
    'www.example.org',
    'Mail me: me@example.co.uk',
    'Call 07700 900123',
    'WhatsApp +44 7700-900-123',
    'EXAMPLE.COM deposits',
  ])('refuses %s', (text) => {
    expect(isMailSafe(text)).toBe(false);
  });
});
