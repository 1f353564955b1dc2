import { formatGbp } from '../lib/format';
import type { LoanAndDeposit } from '../lib/inputs';
import { cardSurface, mutedText, strongText } from './styles';

export interface LoanSummaryProps extends LoanAndDeposit {
  ltvPercent: number;
}

/** The loan amount and deposit derived from the property value and the LTV slider. */
export function LoanSummary({ loanAmount, deposit, ltvPercent }: LoanSummaryProps) {
  return (
    <div className={`${cardSurface} p-4 sm:p-6`}>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className={`text-sm ${mutedText}`}>Loan amount ({ltvPercent}% LTV)</dt>
          <dd className={`text-xl font-bold sm:text-2xl ${strongText}`}>{formatGbp(loanAmount)}</dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedText}`}>Deposit ({100 - ltvPercent}%)</dt>
          <dd className={`text-xl font-bold sm:text-2xl ${strongText}`}>{formatGbp(deposit)}</dd>
        </div>
      </dl>
      <p className={`mt-3 text-sm ${mutedText}`}>
        Each card below compares the cheapest fixed rates for your property value and term at a set deposit
        level, so you can see what a bigger deposit saves.
      </p>
    </div>
  );
}
