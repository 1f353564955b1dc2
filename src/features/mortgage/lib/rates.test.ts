import { describe, expect, it } from 'vitest';
import { rate } from '@/testing/mortgage';
import { markChangedRates, parseRate, parseRatesResponse, ratesForScenario, sortByInitialPayRate } from './rates';

describe('parseRatesResponse', () => {
  it('reads the results field', () => {
    const parsed = parseRatesResponse({ results: [rate({ lender_code: 'A' })], other: 1 });
    expect(parsed).toEqual([rate({ lender_code: 'A' })]);
  });

  it('treats a missing or malformed results field as no results', () => {
    expect(parseRatesResponse({})).toEqual([]);
    expect(parseRatesResponse({ results: 'x' })).toEqual([]);
    expect(parseRatesResponse(null)).toEqual([]);
    expect(parseRatesResponse([rate()])).toEqual([]);
  });

  it('keeps missing numbers as null and skips non-objects', () => {
    expect(parseRatesResponse({ results: [{ lender_name: 'X', lender_code: 7, initial_pay_rate: '4.2' }, 3] })).toEqual([
      {
        lender_name: 'X',
        lender_code: '7',
        initial_pay_rate: 4.2,
        initial_monthly_payment: null,
        true_cost: null,
        initial_rate_period_months: null,
        fees_total: null,
        cashback: null,
        product_name: '',
      },
    ]);
    expect(parseRate('x')).toBeNull();
  });
});

describe('sortByInitialPayRate', () => {
  it('sorts ascending by initial_pay_rate, missing rates last, without mutating', () => {
    const input = [
      rate({ lender_code: 'C', initial_pay_rate: 5.1 }),
      rate({ lender_code: 'N', initial_pay_rate: null }),
      rate({ lender_code: 'A', initial_pay_rate: 3.9 }),
      rate({ lender_code: 'B', initial_pay_rate: 4.25 }),
    ];
    expect(sortByInitialPayRate(input).map((r) => r.lender_code)).toEqual(['A', 'B', 'C', 'N']);
    expect(input.map((r) => r.lender_code)).toEqual(['C', 'N', 'A', 'B']);
  });
});

describe('ratesForScenario', () => {
  it('finds a scenario in a result set', () => {
    const results = [{ scenarioId: 's1', rates: [rate()] }];
    expect(ratesForScenario(results, 's1')).toEqual([rate()]);
    expect(ratesForScenario(results, 's2')).toBeUndefined();
    expect(ratesForScenario(null, 's1')).toBeUndefined();
  });
});

describe('markChangedRates', () => {
  const previous = [rate({ lender_code: 'A', initial_pay_rate: 4.5 }), rate({ lender_code: 'B', initial_pay_rate: 4.6 })];

  it('marks a lender whose rate differs from the previous fetch for the same lender code', () => {
    const rows = markChangedRates(previous, [
      rate({ lender_code: 'A', initial_pay_rate: 4.45 }),
      rate({ lender_code: 'B', initial_pay_rate: 4.6 }),
    ]);
    expect(rows.map((r) => [r.rate.lender_code, r.changed, r.previousRate])).toEqual([
      ['A', true, 4.5],
      ['B', false, null],
    ]);
  });

  it('does not mark a lender that is new, nor anything on the first fetch', () => {
    expect(markChangedRates(previous, [rate({ lender_code: 'Z', initial_pay_rate: 9 })])[0]?.changed).toBe(false);
    expect(markChangedRates(undefined, [rate({ lender_code: 'A', initial_pay_rate: 9 })])[0]?.changed).toBe(false);
  });

  it('matches by lender code, not by name or position', () => {
    const rows = markChangedRates(previous, [
      rate({ lender_code: 'B', lender_name: 'Renamed', initial_pay_rate: 4.6 }),
      rate({ lender_code: 'A', initial_pay_rate: 4.5 }),
    ]);
    expect(rows.every((r) => !r.changed)).toBe(true);
  });

  it('treats a rate that became missing as changed, and never matches an empty lender code', () => {
    expect(markChangedRates(previous, [rate({ lender_code: 'A', initial_pay_rate: null })])[0]?.changed).toBe(true);
    const blank = [rate({ lender_code: '', initial_pay_rate: 1 })];
    expect(markChangedRates(blank, [rate({ lender_code: '', initial_pay_rate: 2 })])[0]?.changed).toBe(false);
  });
});
