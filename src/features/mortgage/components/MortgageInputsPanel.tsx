import { useId, type SubmitEvent } from 'react';
import { LTV_MAX, LTV_MIN, LTV_STEP, MORTGAGE_MESSAGES } from '../lib/constants';
import { parseLtv } from '../lib/inputs';
import { cardSurface, fieldInput, mutedText, primaryButton, strongText } from './styles';

export interface MortgageInputsPanelProps {
  /** Raw text of the inputs: parsed by the dashboard, kept as typed so clearing a field works. */
  propertyValue: string;
  termYears: string;
  ltvPercent: number;
  loading: boolean;
  onPropertyValueChange: (value: string) => void;
  onTermYearsChange: (value: string) => void;
  onLtvChange: (value: number) => void;
  onSubmit: () => void;
}

/** Property value, term and LTV slider, plus the 'Get Latest Rates' button (Enter submits too). */
export function MortgageInputsPanel(props: MortgageInputsPanelProps) {
  const id = useId();
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!props.loading) props.onSubmit();
  };

  return (
    <form onSubmit={handleSubmit} className={`${cardSurface} grid gap-4 p-4 sm:grid-cols-2 sm:p-6`} noValidate>
      <div>
        <label htmlFor={`${id}-value`} className={`block text-sm font-medium ${strongText}`}>
          Property value (£)
        </label>
        <input
          id={`${id}-value`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          value={props.propertyValue}
          onChange={(event) => {
            props.onPropertyValueChange(event.target.value);
          }}
          className={fieldInput}
        />
      </div>
      <div>
        <label htmlFor={`${id}-term`} className={`block text-sm font-medium ${strongText}`}>
          Loan term (years)
        </label>
        <input
          id={`${id}-term`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={props.termYears}
          onChange={(event) => {
            props.onTermYearsChange(event.target.value);
          }}
          className={fieldInput}
        />
      </div>
      <div className="sm:col-span-2">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-ltv`} className={`block text-sm font-medium ${strongText}`}>
            Loan-to-value (LTV)
          </label>
          <output htmlFor={`${id}-ltv`} className={`text-lg font-semibold ${strongText}`}>
            {props.ltvPercent}%
          </output>
        </div>
        <input
          id={`${id}-ltv`}
          type="range"
          min={LTV_MIN}
          max={LTV_MAX}
          step={LTV_STEP}
          value={props.ltvPercent}
          aria-valuetext={`${String(props.ltvPercent)}% loan to value`}
          aria-describedby={`${id}-ltv-hint`}
          onChange={(event) => {
            props.onLtvChange(parseLtv(event.target.value));
          }}
          className="mt-2 block h-11 w-full cursor-pointer accent-orange-700 dark:accent-orange-400"
        />
        <p id={`${id}-ltv-hint`} className={`text-xs ${mutedText}`}>
          {LTV_MIN}% to {LTV_MAX}%. Use the arrow keys to move one step.
        </p>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={props.loading} aria-busy={props.loading} className={`${primaryButton} w-full sm:w-auto`}>
          {props.loading ? MORTGAGE_MESSAGES.fetchingButton : MORTGAGE_MESSAGES.fetchButton}
        </button>
      </div>
    </form>
  );
}
