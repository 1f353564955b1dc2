/** Table and summary formatting of the dashboard. */
import { CURRENCY } from '@/config/constants';
import {
  EMPHASISED_LENDER_NAME,
  NAME_MAX_LENGTH,
  NAME_TRUNCATION_SUFFIX,
  NOT_AVAILABLE,
  NO_CASHBACK,
} from './constants';

/** A table number with 2 decimals, or 'N/A' for null, undefined, NaN (or ±Infinity). */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  return value.toFixed(2);
}

/** Cashback above 0 shows with the £ sign ('£250.00'); anything else shows '-'. */
export function formatCashback(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return NO_CASHBACK;
  return `£${value.toFixed(2)}`;
}

/** Names longer than 10 characters are cut to 10 characters followed by '..'. */
export function truncateName(name: string): string {
  return name.length > NAME_MAX_LENGTH ? `${name.slice(0, NAME_MAX_LENGTH)}${NAME_TRUNCATION_SUFFIX}` : name;
}

/** True when the lender's full name contains the emphasised bank's name (case-insensitive). */
export function isEmphasisedLender(lenderName: string, bankName: string = EMPHASISED_LENDER_NAME): boolean {
  return bankName !== '' && lenderName.toLowerCase().includes(bankName.toLowerCase());
}

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole pounds in en-GB format, e.g. £508,500. */
export function formatGbp(value: number): string {
  return gbp.format(value);
}
