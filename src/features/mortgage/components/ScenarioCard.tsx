import { useId } from 'react';
import { MORTGAGE_MESSAGES } from '../lib/constants';
import { formatGbp } from '../lib/format';
import { scenarioLoanAmount, scenarioSubtitle, scenarioTitle } from '../lib/scenarios';
import type { RateRow, Scenario } from '../lib/types';
import { RateTable } from './RateTable';
import { cardSurface, mutedText, strongText } from './styles';

export interface ScenarioCardProps {
  scenario: Scenario;
  propertyValue: number;
  /** Undefined until the first fetch for this scenario has finished. */
  rows: RateRow[] | undefined;
  loading: boolean;
}

/** One of the eight scenario result cards. */
export function ScenarioCard({ scenario, propertyValue, rows, loading }: ScenarioCardProps) {
  const headingId = useId();
  const title = scenarioTitle(scenario);
  const loan = scenarioLoanAmount(propertyValue, scenario.depositPercent);

  let body;
  if (rows === undefined) {
    body = <p className={`text-sm ${mutedText}`}>{loading ? 'Loading rates...' : MORTGAGE_MESSAGES.noRates}</p>;
  } else if (rows.length === 0) {
    body = <p className={`text-sm ${mutedText}`}>{MORTGAGE_MESSAGES.noRates}</p>;
  } else {
    body = <RateTable rows={rows} label={title} />;
  }

  return (
    <article aria-labelledby={headingId} aria-busy={loading} className={`${cardSurface} min-w-0 p-4 sm:p-5`}>
      <header className="mb-3">
        <h3 id={headingId} className={`text-lg font-semibold ${strongText}`}>
          {title}
        </h3>
        <p className={`text-sm ${mutedText}`}>
          {scenarioSubtitle(scenario)}, loan {formatGbp(loan)}
        </p>
      </header>
      {body}
    </article>
  );
}
