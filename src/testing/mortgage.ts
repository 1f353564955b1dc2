/** Test helpers for the mortgage feature (imported only by tests). */
import { vi } from 'vitest';
import type { InterestRatesRequestBody, MortgageRate } from '@/features/mortgage/lib/types';

/** The item at `index`, failing the test when it is missing (instead of a non-null assertion). */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at index ${String(index)}`);
  return item;
}

/** The parsed JSON body of a recorded fetch call. */
export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
}

export function rate(overrides: Partial<MortgageRate> = {}): MortgageRate {
  return {
    lender_name: 'Nationwide',
    lender_code: 'NWIDE',
    initial_pay_rate: 4.5,
    initial_monthly_payment: 2500,
    true_cost: 61000,
    initial_rate_period_months: 24,
    fees_total: 999,
    cashback: 0,
    product_name: '2 Year Fixed',
    ...overrides,
  };
}

export function jsonResponse(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
}

export type RatesResponder = (body: InterestRatesRequestBody, call: number) => Response | Promise<Response>;

/** Stubs global fetch; the responder gets each parsed request body and the fetch round (0-based, 8 calls each). */
export function stubRatesFetch(responder: RatesResponder) {
  let calls = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const round = Math.floor(calls / 8);
    calls += 1;
    const body = sentBody(init) as InterestRatesRequestBody;
    return responder(body, round);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
