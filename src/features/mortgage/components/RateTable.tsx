import { MORTGAGE_MESSAGES } from '../lib/constants';
import { formatCashback, formatDecimal, isEmphasisedLender, truncateName } from '../lib/format';
import type { RateRow } from '../lib/types';
import { focusRing, mutedText, strongText } from './styles';

export interface RateTableProps {
  rows: RateRow[];
  /** Names the table and its scroll region, e.g. the scenario title. */
  label: string;
}

const COLUMNS = [
  'Lender',
  'Product',
  'Initial rate (%)',
  'Monthly payment (£)',
  'True cost (£)',
  'Period (months)',
  'Fees (£)',
  'Cashback',
] as const;

function formatMonths(value: number | null): string {
  return value === null ? formatDecimal(value) : String(Math.round(value));
}

function ChangeCue({ row }: { row: RateRow }) {
  if (!row.changed) return null;
  const current = row.rate.initial_pay_rate;
  const up = current !== null && row.previousRate !== null && current > row.previousRate;
  return (
    <>
      <span aria-hidden="true" className="ml-1 font-bold text-amber-900 dark:text-amber-200">
        {up ? '↑' : '↓'}
      </span>
      <span className="sr-only">
        {` (${MORTGAGE_MESSAGES.rateChanged}, previously ${formatDecimal(row.previousRate)})`}
      </span>
    </>
  );
}

/** One scenario's rate records; rows whose rate changed since the last fetch are highlighted. */
export function RateTable({ rows, label }: RateTableProps) {
  return (
    <div role="region" aria-label={`${label} rates table`} tabIndex={0} className={`overflow-x-auto rounded-lg ${focusRing}`}>
      <table className={`w-full min-w-[44rem] text-left text-sm ${strongText}`}>
        <caption className="sr-only">Fixed rates for {label}, lowest initial rate first</caption>
        <thead className="bg-slate-100 dark:bg-slate-900">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`px-3 py-2 font-semibold whitespace-nowrap ${mutedText}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((row, index) => {
            const { rate } = row;
            const emphasised = isEmphasisedLender(rate.lender_name);
            const lender = truncateName(rate.lender_name);
            return (
              <tr
                key={`${rate.lender_code}-${String(index)}`}
                data-changed={row.changed ? 'true' : undefined}
                className={row.changed ? 'bg-amber-100 dark:bg-amber-900/50' : undefined}
              >
                <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap" title={rate.lender_name}>
                  {emphasised ? (
                    <strong className="font-bold text-orange-800 dark:text-orange-300">{lender}</strong>
                  ) : (
                    lender
                  )}
                </th>
                <td className="px-3 py-2 whitespace-nowrap" title={rate.product_name}>
                  {truncateName(rate.product_name)}
                </td>
                <td className="px-3 py-2 font-semibold whitespace-nowrap">
                  {formatDecimal(rate.initial_pay_rate)}
                  <ChangeCue row={row} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDecimal(rate.initial_monthly_payment)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDecimal(rate.true_cost)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatMonths(rate.initial_rate_period_months)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDecimal(rate.fees_total)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatCashback(rate.cashback)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
