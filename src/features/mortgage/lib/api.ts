/** Calls to the mortgage-interest-rates service. */
import { INTEREST_RATES_PATH, apiStatusErrorMessage } from './constants';
import { parseRatesResponse, sortByInitialPayRate } from './rates';
import { SCENARIOS, buildRequestBody } from './scenarios';
import type { InterestRatesRequestBody, MortgageRate, ScenarioRates, ScenarioRequestInputs } from './types';

/** POSTs one scenario; resolves to its records sorted by initial_pay_rate. Non-OK HTTP throws. */
export async function fetchScenarioRates(
  baseUrl: string,
  body: InterestRatesRequestBody,
  signal?: AbortSignal,
): Promise<MortgageRate[]> {
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}${INTEREST_RATES_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(apiStatusErrorMessage(response.status));
  const data: unknown = await response.json();
  return sortByInitialPayRate(parseRatesResponse(data));
}

/** Sends the eight scenarios in parallel; any failure rejects the whole set. */
export async function fetchAllScenarioRates(
  baseUrl: string,
  inputs: ScenarioRequestInputs,
  signal?: AbortSignal,
): Promise<ScenarioRates[]> {
  return Promise.all(
    SCENARIOS.map(async (item) => ({
      scenarioId: item.id,
      rates: await fetchScenarioRates(baseUrl, buildRequestBody(item, inputs), signal),
    })),
  );
}

export type FetchAllScenarioRates = typeof fetchAllScenarioRates;
