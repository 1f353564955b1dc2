/** The eight rate scenarios (two deposits × four fixed periods) and the request body sent for each. */
import { RATE_RESULTS_LIMIT } from './constants';
import type { InterestRatesRequestBody, Scenario, ScenarioRequestInputs } from './types';

function scenario(depositPercent: number, initialPeriod: Scenario['initialPeriod'], buyToLet = false): Scenario {
  const years = initialPeriod === 'two_year' ? 2 : 5;
  return {
    id: `${buyToLet ? 'btl' : 'standard'}-${String(depositPercent)}-${String(years)}y`,
    depositPercent,
    initialPeriod,
    mortgageType: buyToLet ? 'buy_to_let' : 'standard',
    paymentMethod: buyToLet ? 'interest_only' : 'repayment',
  };
}

/** Sent in parallel, shown in this order: one result card each. */
export const SCENARIOS: readonly Scenario[] = [
  scenario(5, 'two_year'),
  scenario(10, 'two_year'),
  scenario(15, 'two_year'),
  scenario(25, 'two_year'),
  scenario(5, 'five_year'),
  scenario(10, 'five_year'),
  scenario(15, 'five_year'),
  scenario(25, 'two_year', true),
];

/**
 * Design decision (how a scenario's deposit relates to the user's LTV slider):
 * the spec sends eight fixed deposit levels (§7) and also has an LTV slider whose only stated
 * effect is the derived loan amount and deposit (§2, §9). So each scenario card asks for a loan
 * of the ENTERED PROPERTY VALUE minus that scenario's own deposit:
 *   loan_amount = Math.round(propertyValue × (100 − depositPercent) / 100)
 * while the slider's LTV drives only the "your loan / your deposit" summary shown above the
 * cards. The cards therefore compare the market across deposit levels for the user's price and
 * term, whatever LTV they are considering. To make the slider drive the requests instead,
 * change this one function.
 */
export function scenarioLoanAmount(propertyValue: number, depositPercent: number): number {
  return Math.round((propertyValue * (100 - depositPercent)) / 100);
}

/** The exact JSON body of POST /api/v1/interest-rates for one scenario. */
export function buildRequestBody(item: Scenario, inputs: ScenarioRequestInputs): InterestRatesRequestBody {
  return {
    interest_rates: {
      purchase_price: inputs.propertyValue,
      mortgage_type: item.mortgageType,
      loan_amount: scenarioLoanAmount(inputs.propertyValue, item.depositPercent),
      mortgage_purpose: 'purchase',
      payment_method: item.paymentMethod,
      limit: RATE_RESULTS_LIMIT,
      priority: 'lowest_monthly_payment',
      unique: true,
      mortgage_opts: { type: 'fixed', initial_period: item.initialPeriod, term: inputs.termYears },
    },
  };
}

/** Card heading, e.g. "2-year fixed, 5% deposit" or "Buy-to-let, 2-year fixed, 25% deposit". */
export function scenarioTitle(item: Scenario): string {
  const period = item.initialPeriod === 'two_year' ? '2-year fixed' : '5-year fixed';
  const base = `${period}, ${String(item.depositPercent)}% deposit`;
  return item.mortgageType === 'buy_to_let' ? `Buy-to-let, ${base}` : base;
}

/** Card subtitle: the loan-to-value and repayment basis of the scenario. */
export function scenarioSubtitle(item: Scenario): string {
  const basis = item.paymentMethod === 'interest_only' ? 'interest only' : 'repayment';
  return `${String(100 - item.depositPercent)}% LTV, ${basis}`;
}
