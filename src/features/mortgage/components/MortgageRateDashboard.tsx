import { useId, useState } from 'react';
import { env } from '@/config/env';
import { useMortgageRates } from '../hooks/useMortgageRates';
import type { FetchAllScenarioRates } from '../lib/api';
import {
  DEFAULT_LTV_PERCENT,
  DEFAULT_PROPERTY_VALUE,
  DEFAULT_TERM_YEARS,
  MORTGAGE_MESSAGES,
} from '../lib/constants';
import { deriveLoanAndDeposit, parseWholeNumber } from '../lib/inputs';
import { markChangedRates, ratesForScenario } from '../lib/rates';
import { SCENARIOS } from '../lib/scenarios';
import { LoanSummary } from './LoanSummary';
import { MortgageInputsPanel } from './MortgageInputsPanel';
import { ScenarioCard } from './ScenarioCard';
import { mutedText, strongText } from './styles';

export interface MortgageRateDashboardProps {
  /** Base URL of the rate service; defaults to `env.mortgageApiUrl`. */
  baseUrl?: string;
  /** Labels the data as sample data; defaults to `env.mortgageApiIsSample`. */
  isSample?: boolean;
  /** Injectable for tests; defaults to the real parallel fetch. */
  fetcher?: FetchAllScenarioRates;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The live mortgage-rate dashboard of /mortgages-for-indians. */
export function MortgageRateDashboard({
  baseUrl = env.mortgageApiUrl,
  isSample = env.mortgageApiIsSample,
  fetcher,
}: MortgageRateDashboardProps) {
  const headingId = useId();
  const [propertyValueText, setPropertyValueText] = useState(String(DEFAULT_PROPERTY_VALUE));
  const [termYearsText, setTermYearsText] = useState(String(DEFAULT_TERM_YEARS));
  const [ltvPercent, setLtvPercent] = useState(DEFAULT_LTV_PERCENT);

  const propertyValue = parseWholeNumber(propertyValueText);
  const termYears = parseWholeNumber(termYearsText);
  const derived = deriveLoanAndDeposit(propertyValue, ltvPercent);

  const { loading, error, results, previousResults, updatedAt, refresh } = useMortgageRates(
    baseUrl,
    { propertyValue, termYears },
    fetcher,
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className={`text-2xl font-bold ${strongText}`}>
          Live mortgage rate dashboard
        </h2>
        {isSample && (
          <p className="rounded-full border border-sky-300 bg-sky-50 px-3 py-1 text-xs font-medium text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100">
            {MORTGAGE_MESSAGES.sampleLabel}
          </p>
        )}
      </div>

      <MortgageInputsPanel
        propertyValue={propertyValueText}
        termYears={termYearsText}
        ltvPercent={ltvPercent}
        loading={loading}
        onPropertyValueChange={setPropertyValueText}
        onTermYearsChange={setTermYearsText}
        onLtvChange={setLtvPercent}
        onSubmit={() => {
          void refresh({ propertyValue, termYears });
        }}
      />

      <LoanSummary {...derived} ltvPercent={ltvPercent} />

      <p role="status" className={`text-sm ${mutedText}`}>
        {loading ? 'Fetching the latest rates...' : updatedAt && !error ? `Rates updated at ${timeFormat.format(updatedAt)}` : ''}
      </p>

      {error ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {MORTGAGE_MESSAGES.fetchError}
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {SCENARIOS.map((scenario) => {
            const current = ratesForScenario(results, scenario.id);
            const rows = current && markChangedRates(ratesForScenario(previousResults, scenario.id), current);
            return (
              <ScenarioCard
                key={scenario.id}
                scenario={scenario}
                propertyValue={propertyValue}
                rows={rows}
                loading={loading}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
