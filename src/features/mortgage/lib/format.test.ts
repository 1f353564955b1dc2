import { describe, expect, it } from 'vitest';
import { EMPHASISED_LENDER_NAME } from './constants';
import { formatCashback, formatDecimal, formatGbp, isEmphasisedLender, truncateName } from './format';

describe('formatDecimal', () => {
  it('shows 2 decimals', () => {
    expect(formatDecimal(4.5)).toBe('4.50');
    expect(formatDecimal(4.129)).toBe('4.13');
    expect(formatDecimal(2559)).toBe('2559.00');
    expect(formatDecimal(0)).toBe('0.00');
  });

  it("shows 'N/A' for null, undefined and NaN", () => {
    expect(formatDecimal(null)).toBe('N/A');
    expect(formatDecimal(undefined)).toBe('N/A');
    expect(formatDecimal(Number.NaN)).toBe('N/A');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});

describe('formatCashback', () => {
  it('shows a positive cashback with the £ sign and 2 decimals', () => {
    expect(formatCashback(250)).toBe('£250.00');
    expect(formatCashback(0.5)).toBe('£0.50');
  });

  it("shows '-' otherwise", () => {
    expect(formatCashback(0)).toBe('-');
    expect(formatCashback(-10)).toBe('-');
    expect(formatCashback(null)).toBe('-');
    expect(formatCashback(undefined)).toBe('-');
    expect(formatCashback(Number.NaN)).toBe('-');
  });
});

describe('truncateName', () => {
  it("cuts names longer than 10 characters to 10 followed by '..'", () => {
    expect(truncateName('Coventry Building Society')).toBe('Coventry B..');
    expect(truncateName('Nationwide!')).toBe('Nationwide..');
  });

  it('keeps names of 10 characters or fewer', () => {
    expect(truncateName('Nationwide')).toBe('Nationwide');
    expect(truncateName('HSBC UK')).toBe('HSBC UK');
    expect(truncateName('')).toBe('');
  });
});

describe('isEmphasisedLender', () => {
  it('is a product choice defaulting to HSBC', () => {
    expect(EMPHASISED_LENDER_NAME).toBe('HSBC');
  });

  it('matches lender names containing the bank name, case-insensitively', () => {
    expect(isEmphasisedLender('HSBC UK')).toBe(true);
    expect(isEmphasisedLender('First Direct (hsbc)')).toBe(true);
    expect(isEmphasisedLender('Barclays')).toBe(false);
    expect(isEmphasisedLender('Barclays', 'Barc')).toBe(true);
    expect(isEmphasisedLender('Barclays', '')).toBe(false);
  });
});

describe('formatGbp', () => {
  it('formats whole pounds in en-GB', () => {
    expect(formatGbp(508500)).toBe('£508,500');
    expect(formatGbp(0)).toBe('£0');
  });
});
