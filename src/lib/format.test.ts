import { describe, expect, it } from 'vitest';
import { formatGBP, formatGBPExact } from './format';

describe('formatGBP', () => {
  it('matches Intl en-GB currency formatting in whole pounds', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
    for (const amount of [0, 7, 950, 1250, 12_500, 1_234_567, 999.5, 1250.4, -80, -80.5]) {
      expect(formatGBP(amount)).toBe(intl.format(amount));
    }
  });
});

describe('formatGBPExact', () => {
  it('shows pence only when there are some', () => {
    expect(formatGBPExact(1500)).toBe('£1,500');
    expect(formatGBPExact(1153.84)).toBe('£1,153.84');
    expect(formatGBPExact(692.3)).toBe('£692.30');
    expect(formatGBPExact(0.05)).toBe('£0.05');
    expect(formatGBPExact(-12.5)).toBe('-£12.50');
  });
});
