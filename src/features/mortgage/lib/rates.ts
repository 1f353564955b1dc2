/** Reading, sorting and comparing rate records. */
import type { MortgageRate, RateRow, ScenarioRates } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** One rate record from untrusted JSON; missing numbers become null, missing text ''. */
export function parseRate(value: unknown): MortgageRate | null {
  if (!isRecord(value)) return null;
  return {
    lender_name: toText(value.lender_name),
    lender_code: toText(value.lender_code),
    initial_pay_rate: toNumberOrNull(value.initial_pay_rate),
    initial_monthly_payment: toNumberOrNull(value.initial_monthly_payment),
    true_cost: toNumberOrNull(value.true_cost),
    initial_rate_period_months: toNumberOrNull(value.initial_rate_period_months),
    fees_total: toNumberOrNull(value.fees_total),
    cashback: toNumberOrNull(value.cashback),
    product_name: toText(value.product_name),
  };
}

/** The response field read is `results`; anything else is treated as no results. */
export function parseRatesResponse(data: unknown): MortgageRate[] {
  if (!isRecord(data) || !Array.isArray(data.results)) return [];
  return data.results.map(parseRate).filter((rate): rate is MortgageRate => rate !== null);
}

/** Ascending by initial_pay_rate; records without a rate go last. Stable, does not mutate. */
export function sortByInitialPayRate(rates: readonly MortgageRate[]): MortgageRate[] {
  return [...rates].sort((a, b) => {
    if (a.initial_pay_rate === null) return b.initial_pay_rate === null ? 0 : 1;
    if (b.initial_pay_rate === null) return -1;
    return a.initial_pay_rate - b.initial_pay_rate;
  });
}

/** The rates of one scenario in a result set, or undefined when the set or scenario is absent. */
export function ratesForScenario(results: readonly ScenarioRates[] | null, scenarioId: string): MortgageRate[] | undefined {
  return results?.find((entry) => entry.scenarioId === scenarioId)?.rates;
}

/**
 * Change detection: a row is changed when the previous fetch of the SAME scenario had
 * a record with the SAME lender code and a different initial_pay_rate. A lender that is new to
 * the scenario, or a first fetch (no previous), is not a change. Records without a lender code
 * are never matched.
 */
export function markChangedRates(
  previous: readonly MortgageRate[] | undefined,
  current: readonly MortgageRate[],
): RateRow[] {
  return current.map((rate) => {
    const before =
      rate.lender_code === '' ? undefined : previous?.find((old) => old.lender_code === rate.lender_code);
    if (before === undefined || before.initial_pay_rate === rate.initial_pay_rate) {
      return { rate, changed: false, previousRate: null };
    }
    return { rate, changed: true, previousRate: before.initial_pay_rate };
  });
}
