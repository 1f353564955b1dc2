import { describe, expect, it } from 'vitest';
import { formatGBP } from './format';

describe('formatGBP', () => {
  it('matches Intl en-GB currency formatting in whole pounds', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
    for (const amount of [0, 7, 950, 1250, 12_500, 1_234_567, 999.5, 1250.4, -80, -80.5]) {
      expect(formatGBP(amount)).toBe(intl.format(amount));
    }
  });
});
