import { describe, expect, it } from 'vitest';
import { DEFAULT_LTV_PERCENT, DEFAULT_PROPERTY_VALUE, DEFAULT_TERM_YEARS, LTV_MAX, LTV_MIN, LTV_STEP } from './constants';
import { deriveLoanAndDeposit, parseLtv, parseWholeNumber } from './inputs';

describe('constants', () => {
  it('match the spec defaults and slider bounds', () => {
    expect([DEFAULT_PROPERTY_VALUE, DEFAULT_TERM_YEARS, DEFAULT_LTV_PERCENT]).toEqual([565000, 37, 90]);
    expect([LTV_MIN, LTV_MAX, LTV_STEP]).toEqual([50, 100, 1]);
  });
});

describe('parseWholeNumber', () => {
  it('parses whole numbers', () => {
    expect(parseWholeNumber('565000')).toBe(565000);
    expect(parseWholeNumber(' 37 ')).toBe(37);
    expect(parseWholeNumber('12.9')).toBe(12);
    expect(parseWholeNumber('0')).toBe(0);
  });

  it('turns a non-number into 0', () => {
    expect(parseWholeNumber('')).toBe(0);
    expect(parseWholeNumber('abc')).toBe(0);
    expect(parseWholeNumber('-')).toBe(0);
    expect(parseWholeNumber('NaN')).toBe(0);
  });

  it('turns a negative number into 0', () => {
    expect(parseWholeNumber('-5')).toBe(0);
  });
});

describe('parseLtv', () => {
  it('keeps the slider value within 50–100', () => {
    expect(parseLtv('75')).toBe(75);
    expect(parseLtv('20')).toBe(50);
    expect(parseLtv('120')).toBe(100);
    expect(parseLtv('x')).toBe(90);
  });
});

describe('deriveLoanAndDeposit', () => {
  it('derives the defaults', () => {
    expect(deriveLoanAndDeposit(565000, 90)).toEqual({ loanAmount: 508500, deposit: 56500 });
  });

  it('rounds the loan and makes the deposit the remainder', () => {
    expect(deriveLoanAndDeposit(123457, 67)).toEqual({ loanAmount: 82716, deposit: 40741 }); // 82716.19
    expect(deriveLoanAndDeposit(1001, 50)).toEqual({ loanAmount: 501, deposit: 500 }); // 500.5 rounds up
    expect(deriveLoanAndDeposit(300000, 100)).toEqual({ loanAmount: 300000, deposit: 0 });
    expect(deriveLoanAndDeposit(0, 90)).toEqual({ loanAmount: 0, deposit: 0 });
  });
});
