import { describe, expect, it } from 'vitest';
import { at } from '@/testing/mortgage';
import { RATE_RESULTS_LIMIT } from './constants';
import { SCENARIOS, buildRequestBody, scenarioLoanAmount, scenarioSubtitle, scenarioTitle } from './scenarios';

const inputs = { propertyValue: 565000, termYears: 37 };

describe('SCENARIOS', () => {
  it('are the eight deposit/period combinations of the spec, in card order', () => {
    expect(SCENARIOS.map((s) => [s.depositPercent, s.initialPeriod, s.mortgageType])).toEqual([
      [5, 'two_year', 'standard'],
      [10, 'two_year', 'standard'],
      [15, 'two_year', 'standard'],
      [25, 'two_year', 'standard'],
      [5, 'five_year', 'standard'],
      [10, 'five_year', 'standard'],
      [15, 'five_year', 'standard'],
      [25, 'two_year', 'buy_to_let'],
    ]);
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(8);
  });

  it('has readable titles', () => {
    expect(SCENARIOS.map(scenarioTitle)).toEqual([
      '2-year fixed, 5% deposit',
      '2-year fixed, 10% deposit',
      '2-year fixed, 15% deposit',
      '2-year fixed, 25% deposit',
      '5-year fixed, 5% deposit',
      '5-year fixed, 10% deposit',
      '5-year fixed, 15% deposit',
      'Buy-to-let, 2-year fixed, 25% deposit',
    ]);
    expect(scenarioSubtitle(at(SCENARIOS, 7))).toBe('75% LTV, interest only');
    expect(scenarioSubtitle(at(SCENARIOS, 0))).toBe('95% LTV, repayment');
  });
});

describe('scenarioLoanAmount', () => {
  it('is the rounded property value less the scenario deposit', () => {
    expect(scenarioLoanAmount(565000, 5)).toBe(536750);
    expect(scenarioLoanAmount(565000, 25)).toBe(423750);
    expect(scenarioLoanAmount(100001, 15)).toBe(85001); // 85000.85 rounds up
    expect(scenarioLoanAmount(0, 10)).toBe(0);
  });
});

describe('buildRequestBody', () => {
  const bodies = SCENARIOS.map((s) => buildRequestBody(s, inputs));

  it('builds the exact body of a standard 2-year repayment scenario', () => {
    expect(bodies[0]).toEqual({
      interest_rates: {
        purchase_price: 565000,
        mortgage_type: 'standard',
        loan_amount: 536750,
        mortgage_purpose: 'purchase',
        payment_method: 'repayment',
        limit: 10,
        priority: 'lowest_monthly_payment',
        unique: true,
        mortgage_opts: { type: 'fixed', initial_period: 'two_year', term: 37 },
      },
    });
  });

  it('builds the exact body of the buy-to-let scenario: interest only, 25% deposit, 2-year fixed', () => {
    expect(bodies[7]).toEqual({
      interest_rates: {
        purchase_price: 565000,
        mortgage_type: 'buy_to_let',
        loan_amount: 423750,
        mortgage_purpose: 'purchase',
        payment_method: 'interest_only',
        limit: 10,
        priority: 'lowest_monthly_payment',
        unique: true,
        mortgage_opts: { type: 'fixed', initial_period: 'two_year', term: 37 },
      },
    });
  });

  it('sends the loan amounts of each deposit level and the right periods', () => {
    expect(bodies.map((b) => b.interest_rates.loan_amount)).toEqual([
      536750, 508500, 480250, 423750, 536750, 508500, 480250, 423750,
    ]);
    expect(bodies.map((b) => b.interest_rates.mortgage_opts.initial_period)).toEqual([
      'two_year', 'two_year', 'two_year', 'two_year', 'five_year', 'five_year', 'five_year', 'two_year',
    ]);
    expect(bodies.map((b) => b.interest_rates.payment_method)).toEqual([
      ...Array<string>(7).fill('repayment'),
      'interest_only',
    ]);
    for (const body of bodies) {
      expect(body.interest_rates.limit).toBe(RATE_RESULTS_LIMIT);
      expect(body.interest_rates.mortgage_opts.term).toBe(37);
      expect(body.interest_rates.purchase_price).toBe(565000);
    }
  });

  it('uses the entered term and value', () => {
    const body = buildRequestBody(at(SCENARIOS, 5), { propertyValue: 300000, termYears: 25 });
    expect(body.interest_rates.loan_amount).toBe(270000);
    expect(body.interest_rates.mortgage_opts).toEqual({ type: 'fixed', initial_period: 'five_year', term: 25 });
  });
});
