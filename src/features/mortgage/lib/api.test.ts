import { afterEach, describe, expect, it, vi } from 'vitest';
import { at, jsonResponse, rate, sentBody, stubRatesFetch } from '@/testing/mortgage';
import { fetchAllScenarioRates, fetchScenarioRates } from './api';
import { SCENARIOS, buildRequestBody } from './scenarios';

const inputs = { propertyValue: 565000, termYears: 37 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchScenarioRates', () => {
  it('POSTs the JSON body to {baseUrl}/api/v1/interest-rates and sorts the results by rate', async () => {
    const fetchMock = stubRatesFetch(() =>
      jsonResponse({ results: [rate({ lender_code: 'B', initial_pay_rate: 5 }), rate({ lender_code: 'A', initial_pay_rate: 4 })] }),
    );
    const body = buildRequestBody(at(SCENARIOS, 0), inputs);
    const rates = await fetchScenarioRates('https://rates.example/', body);

    expect(rates.map((r) => r.lender_code)).toEqual(['A', 'B']);
    const [url, init] = at(fetchMock.mock.calls, 0);
    expect(url).toBe('https://rates.example/api/v1/interest-rates');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(sentBody(init)).toEqual(body);
  });

  it("throws 'API request failed with status {status}' on a non-OK response", async () => {
    stubRatesFetch(() => jsonResponse({ error: 'boom' }, 500));
    await expect(fetchScenarioRates('http://x', buildRequestBody(at(SCENARIOS, 0), inputs))).rejects.toThrow(
      new Error('API request failed with status 500'),
    );
  });
});

describe('fetchAllScenarioRates', () => {
  it('sends the eight scenario bodies and returns one entry per scenario in order', async () => {
    const fetchMock = stubRatesFetch((body) =>
      jsonResponse({ results: [rate({ initial_pay_rate: body.interest_rates.loan_amount / 100000 })] }),
    );
    const results = await fetchAllScenarioRates('http://x', inputs);

    expect(fetchMock).toHaveBeenCalledTimes(8);
    const sent = fetchMock.mock.calls.map(([, init]) => sentBody(init));
    expect(sent).toEqual(SCENARIOS.map((s) => buildRequestBody(s, inputs)));
    expect(results.map((r) => r.scenarioId)).toEqual(SCENARIOS.map((s) => s.id));
    expect(results[7]?.rates[0]?.initial_pay_rate).toBe(4.2375);
  });

  it('rejects when any scenario fails', async () => {
    stubRatesFetch((body) =>
      body.interest_rates.mortgage_type === 'buy_to_let' ? jsonResponse({}, 503) : jsonResponse({ results: [] }),
    );
    await expect(fetchAllScenarioRates('http://x', inputs)).rejects.toThrow('API request failed with status 503');
  });
});
