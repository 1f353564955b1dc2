/** Parsing of the dashboard's inputs and the loan/deposit derivation. */
import { DEFAULT_LTV_PERCENT, LTV_MAX, LTV_MIN } from './constants';

/**
 * Parses a numeric input as a whole number, like `parseInt(value, 10)`: '565000' → 565000,
 * '12.9' → 12, '' or 'abc' → 0 (a non-number becomes 0). Negative values also become 0:
 * a negative price or term is never meaningful and the spec sets no other bound.
 */
export function parseWholeNumber(value: string): number {
  const parsed = Number.parseInt(value.trim(), 10);
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return parsed;
}

/** Parses the slider's value, kept within 50–100; anything unparsable falls back to the default 90. */
export function parseLtv(value: string): number {
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) return DEFAULT_LTV_PERCENT;
  return Math.min(LTV_MAX, Math.max(LTV_MIN, parsed));
}

export interface LoanAndDeposit {
  loanAmount: number;
  deposit: number;
}

/** Loan = Math.round(value × LTV / 100); deposit = value − loan. */
export function deriveLoanAndDeposit(propertyValue: number, ltvPercent: number): LoanAndDeposit {
  const loanAmount = Math.round((propertyValue * ltvPercent) / 100);
  return { loanAmount, deposit: propertyValue - loanAmount };
}
