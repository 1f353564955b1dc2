import { describe, expect, it } from 'vitest';
import { toE164 } from './phoneNumber';

describe('toE164', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['(07700) 900-123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+91 98765 43210', '+919876543210'],
  ])('converts %s', (typed, expected) => {
    expect(toE164(typed)).toBe(expected);
  });

  it.each(['', '12345', '7700 900123', '077009001234', '+0 123 456 789', 'call me'])('refuses %s', (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});
