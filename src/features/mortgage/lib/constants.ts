/**
 * Every number and message of the mortgage-rate dashboard, once.
 * Tests import these instead of repeating them.
 */

/** Path of the rate service, appended to `env.mortgageApiUrl`. */
export const INTEREST_RATES_PATH = '/api/v1/interest-rates';

/** The rate service returns at most this many results per scenario (§7, §9). */
export const RATE_RESULTS_LIMIT = 10;

export const DEFAULT_PROPERTY_VALUE = 565_000;
export const DEFAULT_TERM_YEARS = 37;
export const DEFAULT_LTV_PERCENT = 90;

export const LTV_MIN = 50;
export const LTV_MAX = 100;
export const LTV_STEP = 1;

/** Names longer than this are cut to this many characters followed by '..' (§9). */
export const NAME_MAX_LENGTH = 10;
export const NAME_TRUNCATION_SUFFIX = '..';

/**
 * Product choice: a lender whose name contains this bank's name is emphasised in every table
 * (the product features one partner bank; HSBC is the one chosen). Matching is
 * case-insensitive. Change it here to feature a different partner bank.
 */
export const EMPHASISED_LENDER_NAME = 'HSBC';

/** Shown in a table cell when a numeric value is missing (§9). */
export const NOT_AVAILABLE = 'N/A';
/** Shown in the cashback column when there is no cashback (§9). */
export const NO_CASHBACK = '-';

export const MORTGAGE_MESSAGES = {
  fetchButton: 'Get Latest Rates',
  fetchingButton: 'Fetching...',
  noRates: 'No rates available for these criteria.',
  fetchError:
    "Error: Could not fetch mortgage rates. This is likely a CORS security issue or a network problem. Please check the browser's developer console (F12) for more details.",
  sampleLabel: 'Sample rates from the local test server, not live rates.',
  rateChanged: 'rate changed',
} as const;

/** The exact message thrown for a non-OK HTTP response (§8). */
export function apiStatusErrorMessage(status: number): string {
  return `API request failed with status ${String(status)}`;
}
