import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMortgageSampleApi, type SampleResponse } from '../../scripts/stack/mortgage-sample-api';
import type { StandIn } from '../../scripts/stack/stand-in-server';

// tests/unit/setup.ts clears Web Storage after each test; the node environment has none.
const memoryStorage = { clear: () => {} };
vi.stubGlobal('localStorage', memoryStorage);
vi.stubGlobal('sessionStorage', memoryStorage);

function body(overrides: { loan_amount?: number; mortgage_type?: string; payment_method?: string; initial_period?: string } = {}) {
  return {
    interest_rates: {
      purchase_price: 565000,
      mortgage_type: overrides.mortgage_type ?? 'standard',
      loan_amount: overrides.loan_amount ?? 536750,
      mortgage_purpose: 'purchase',
      payment_method: overrides.payment_method ?? 'repayment',
      limit: 10,
      priority: 'lowest_monthly_payment',
      unique: true,
      mortgage_opts: { type: 'fixed', initial_period: overrides.initial_period ?? 'two_year', term: 37 },
    },
  };
}

let api: StandIn;
const endpoint = () => `${api.url}/api/v1/interest-rates`;

async function post(payload: unknown): Promise<SampleResponse> {
  const response = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  return (await response.json()) as SampleResponse;
}

function annuity(loan: number, ratePercent: number, years: number): number {
  const r = ratePercent / 1200;
  const n = years * 12;
  return (loan * r) / (1 - (1 + r) ** -n);
}

beforeAll(async () => {
  api = await startMortgageSampleApi({ port: 0 });
});

afterAll(async () => {
  await api.close();
});

describe('mortgage sample API', () => {
  it('listens on an ephemeral port on 127.0.0.1', () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(api.url).not.toMatch(/:9300$/);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(endpoint(), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('returns labelled sample results: at most 10 UK lenders with properly computed repayments', async () => {
    const data = await post(body());
    expect(data.sample).toBe(true);
    expect(data.notice).toBe('Sample data from the local RoomShare UK test server, not live rates.');
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.length).toBeLessThanOrEqual(10);
    expect(new Set(data.results.map((r) => r.lender_code)).size).toBe(data.results.length);
    expect(data.results.map((r) => r.lender_name)).toEqual(expect.arrayContaining(['HSBC UK', 'Nationwide', 'Barclays']));
    for (const r of data.results) {
      expect(r.initial_pay_rate).toBeGreaterThan(3);
      expect(r.initial_pay_rate).toBeLessThan(8);
      expect(r.initial_rate_period_months).toBe(24);
      expect(r.initial_monthly_payment).toBeCloseTo(annuity(536750, r.initial_pay_rate, 37), 1);
      expect(r.true_cost).toBeCloseTo(r.initial_monthly_payment * 24 + r.fees_total - r.cashback, 1);
    }
    const payments = data.results.map((r) => r.initial_monthly_payment);
    expect(payments).toEqual([...payments].sort((a, b) => a - b));
  });

  it('depends on the scenario: lower LTV and buy-to-let interest only', async () => {
    const high = await post(body({ loan_amount: 536750, initial_period: 'five_year' }));
    const low = await post(body({ loan_amount: 423750, initial_period: 'five_year' }));
    const minRate = (d: SampleResponse) => Math.min(...d.results.map((r) => r.initial_pay_rate));
    expect(minRate(low)).toBeLessThan(minRate(high));
    expect(high.results[0]?.initial_rate_period_months).toBe(60);

    const btl = await post(body({ loan_amount: 423750, mortgage_type: 'buy_to_let', payment_method: 'interest_only' }));
    expect(btl.results.length).toBeGreaterThan(0);
    for (const r of btl.results) {
      expect(r.initial_monthly_payment).toBeCloseTo((423750 * r.initial_pay_rate) / 1200, 1);
      expect(r.product_name).toMatch(/^BTL /);
    }
  });

  it('changes at least one lender rate on a second call of the same scenario', async () => {
    const scenario = body({ loan_amount: 480250 });
    const first = await post(scenario);
    const second = await post(scenario);
    const before = new Map(first.results.map((r) => [r.lender_code, r.initial_pay_rate]));
    const changed = second.results.filter((r) => before.has(r.lender_code) && before.get(r.lender_code) !== r.initial_pay_rate);
    expect(changed.length).toBeGreaterThanOrEqual(1);
  });

  it('rejects invalid JSON with 400 and a malformed body with 422', async () => {
    const invalid = await fetch(endpoint(), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('access-control-allow-origin')).toBe('*');
    const malformed = await fetch(endpoint(), { method: 'POST', body: JSON.stringify({ interest_rates: { loan_amount: 'x' } }) });
    expect(malformed.status).toBe(422);
  });

  it('answers unknown paths with 404 and other methods with 405', async () => {
    expect((await fetch(`${api.url}/nope`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(endpoint())).status).toBe(405);
  });
});
