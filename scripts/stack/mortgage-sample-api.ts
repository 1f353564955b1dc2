/*
 * Local stand-in for the third-party mortgage-interest-rates service.
 *
 * Offline the real API is unreachable, so the local stack serves clearly labelled SAMPLE
 * responses with the same contract as the real service:
 *   POST /api/v1/interest-rates  { interest_rates: { purchase_price, loan_amount, mortgage_type,
 *        payment_method, limit, mortgage_opts: { initial_period, term }, ... } }
 *   → 200 { sample: true, notice, results: [rate records] }
 * Rates depend deterministically on the scenario (LTV band, initial period, buy-to-let) and
 * one lender per scenario moves by a few basis points on every call, so a second fetch of the
 * dashboard shows changed rates. Monthly payments use the repayment annuity formula, or
 * interest only for payment_method 'interest_only'. CORS is open (any origin, Content-Type).
 *
 * Usage: tsx scripts/stack/mortgage-sample-api.ts
 *   env: MORTGAGE_API_PORT (default 9300), MORTGAGE_API_HOST (default 127.0.0.1),
 *        MORTGAGE_API_LATENCY_MS (default 250: lets the UI show its 'Fetching...' state)
 * Or import { startMortgageSampleApi } and call it (port 0 picks a free port).
 * No dependencies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeOnSignal, startStandIn, type StandIn, type StandInOptions } from './stand-in-server';
import { isMainModule } from '../lib/isMainModule';

export const INTEREST_RATES_PATH = '/api/v1/interest-rates';
export const SAMPLE_NOTICE = 'Sample data from the local RoomShare UK test server, not live rates.';
const MAX_RESULTS = 10;
const MAX_BODY_BYTES = 64 * 1024;
const BTL_MAX_LTV = 75;
/** How far the "moving" lender's rate drops on a call, in percentage points. */
const CALL_VARIATION = 0.05;

/** Base rate (%) of a fixed period at the lowest LTV band. */
const BASE_RATE = { two_year: 3.89, five_year: 3.99 };
type InitialPeriod = keyof typeof BASE_RATE;
type PaymentMethod = 'repayment' | 'interest_only';
/** Rate add-on (%) per LTV band: [upper LTV bound, add-on]. */
const LTV_BANDS: readonly (readonly [number, number])[] = [
  [60, 0],
  [75, 0.12],
  [80, 0.22],
  [85, 0.38],
  [90, 0.58],
  [95, 0.98],
  [100, 1.69],
];
const BTL_ADD_ON = 0.46;

/** Sample lenders: real UK names; offsets, fees and cashback are invented for the sample. */
const LENDERS = [
  { code: 'NWIDE', name: 'Nationwide', offset: 0, fee: 999, cashback: 0, maxLtv: 95, btl: false },
  { code: 'HSBC', name: 'HSBC UK', offset: -0.04, fee: 999, cashback: 0, maxLtv: 95, btl: true },
  { code: 'BARC', name: 'Barclays', offset: 0.02, fee: 899, cashback: 0, maxLtv: 95, btl: true },
  { code: 'SANT', name: 'Santander', offset: 0.05, fee: 749, cashback: 0, maxLtv: 95, btl: true },
  { code: 'NATW', name: 'NatWest', offset: -0.1, fee: 1495, cashback: 250, maxLtv: 95, btl: true },
  { code: 'HFX', name: 'Halifax', offset: 0.03, fee: 999, cashback: 0, maxLtv: 95, btl: false },
  { code: 'LLOY', name: 'Lloyds Bank', offset: 0.06, fee: 0, cashback: 0, maxLtv: 95, btl: false },
  { code: 'VIRG', name: 'Virgin Money', offset: 0.08, fee: 995, cashback: 500, maxLtv: 95, btl: true },
  { code: 'COVBS', name: 'Coventry Building Society', offset: -0.02, fee: 999, cashback: 0, maxLtv: 90, btl: false },
  { code: 'SKIP', name: 'Skipton Building Society', offset: 0.12, fee: 0, cashback: 0, maxLtv: 100, btl: true },
  { code: 'TSB', name: 'TSB', offset: 0.04, fee: 995, cashback: 0, maxLtv: 95, btl: true },
  { code: 'METRO', name: 'Metro Bank', offset: 0.15, fee: 999, cashback: 0, maxLtv: 90, btl: true },
];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Monthly payment: repayment annuity, or interest only. */
export function monthlyPayment(loanAmount: number, ratePercent: number, termYears: number, paymentMethod: PaymentMethod): number {
  const monthlyRate = ratePercent / 100 / 12;
  if (paymentMethod === 'interest_only') return round2(loanAmount * monthlyRate);
  const months = termYears * 12;
  if (monthlyRate === 0) return round2(loanAmount / months);
  return round2((loanAmount * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months)));
}

function ltvBand(ltv: number) {
  return LTV_BANDS.find(([upper]) => ltv <= upper) ?? null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPeriod = (value: unknown): value is InitialPeriod => value === 'two_year' || value === 'five_year';
const isPaymentMethod = (value: unknown): value is PaymentMethod => value === 'repayment' || value === 'interest_only';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A rate query, its optional fields defaulted. */
export interface RateQuery {
  purchasePrice: number;
  loanAmount: number;
  termYears: number;
  buyToLet: boolean;
  initialPeriod: InitialPeriod;
  paymentMethod: PaymentMethod;
  limit: number;
}

/** A rate record, in the real service's field names. */
export interface SampleRate {
  lender_name: string;
  lender_code: string;
  product_name: string;
  initial_pay_rate: number;
  initial_monthly_payment: number;
  initial_rate_period_months: number;
  fees_total: number;
  cashback: number;
  true_cost: number;
}

/** The answer to a valid query. */
export interface SampleResponse {
  sample: true;
  notice: string;
  results: SampleRate[];
}

/** Loose validation: returns { query } or { errors }. Optional fields get defaults. */
export function readQuery(body: unknown): { query: RateQuery; errors?: undefined } | { query?: undefined; errors: string[] } {
  const rates = isObject(body) ? body.interest_rates : undefined;
  if (!isObject(rates)) return { errors: ['interest_rates must be an object'] };
  const opts = isObject(rates.mortgage_opts) ? rates.mortgage_opts : {};
  const errors: string[] = [];
  const number = (value: unknown, field: string) => {
    if (isNumber(value)) return value;
    errors.push(`interest_rates.${field} must be a number`);
    return 0;
  };
  const purchasePrice = number(rates.purchase_price, 'purchase_price');
  const loanAmount = number(rates.loan_amount, 'loan_amount');
  const termYears = number(opts.term, 'mortgage_opts.term');
  const mortgageType = rates.mortgage_type ?? 'standard';
  if (mortgageType !== 'standard' && mortgageType !== 'buy_to_let') {
    errors.push("interest_rates.mortgage_type must be 'standard' or 'buy_to_let'");
  }
  const initialPeriod = opts.initial_period ?? 'two_year';
  if (!isPeriod(initialPeriod)) errors.push("interest_rates.mortgage_opts.initial_period must be 'two_year' or 'five_year'");
  const paymentMethod = rates.payment_method ?? (mortgageType === 'buy_to_let' ? 'interest_only' : 'repayment');
  if (!isPaymentMethod(paymentMethod)) errors.push("interest_rates.payment_method must be 'repayment' or 'interest_only'");
  if (errors.length > 0 || !isPeriod(initialPeriod) || !isPaymentMethod(paymentMethod)) return { errors };
  const limit = isNumber(rates.limit) ? Math.min(MAX_RESULTS, Math.max(1, Math.floor(rates.limit))) : MAX_RESULTS;
  return { query: { purchasePrice, loanAmount, termYears, buyToLet: mortgageType === 'buy_to_let', initialPeriod, paymentMethod, limit } };
}

/**
 * The sample records for a query. `callCount` is how many times this scenario was asked before:
 * the lender at position callCount % n of the result gets CALL_VARIATION off its rate.
 */
export function sampleRates(query: RateQuery, callCount = 0): SampleRate[] {
  const { purchasePrice, loanAmount, termYears, buyToLet, initialPeriod, paymentMethod, limit } = query;
  if (purchasePrice <= 0 || loanAmount <= 0 || termYears <= 0) return [];
  const ltv = (loanAmount / purchasePrice) * 100;
  const band = ltvBand(ltv);
  if (!band || (buyToLet && ltv > BTL_MAX_LTV)) return [];
  const [bandCap, bandAddOn] = band;
  const months = initialPeriod === 'two_year' ? 24 : 60;
  const years = months / 12;

  const eligible = LENDERS.filter((lender) => (buyToLet ? lender.btl : ltv <= lender.maxLtv));
  const baseRate = (lender: (typeof LENDERS)[number]) =>
    BASE_RATE[initialPeriod] + bandAddOn + lender.offset + (buyToLet ? BTL_ADD_ON : 0);
  const chosen = eligible.sort((a, b) => baseRate(a) - baseRate(b)).slice(0, limit);
  const mover = chosen.length > 0 ? callCount % chosen.length : -1;

  const records = chosen.map((lender, index): SampleRate => {
    const rate = round2(baseRate(lender) - (index === mover ? CALL_VARIATION : 0));
    const fees = buyToLet ? lender.fee + 500 : lender.fee;
    const monthly = monthlyPayment(loanAmount, rate, termYears, paymentMethod);
    return {
      lender_name: lender.name,
      lender_code: lender.code,
      product_name: `${buyToLet ? 'BTL ' : ''}${years} Year Fixed ${bandCap}% LTV${fees === 0 ? ' Fee Free' : ''}`,
      initial_pay_rate: rate,
      initial_monthly_payment: monthly,
      initial_rate_period_months: months,
      fees_total: fees,
      cashback: lender.cashback,
      true_cost: round2(monthly * months + fees - lender.cashback),
    };
  });
  return records.sort((a, b) => a.initial_monthly_payment - b.initial_monthly_payment);
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

function send(res: ServerResponse, status: number, payload?: unknown, extraHeaders: Record<string, string> = {}): void {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...(body ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Request body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Starts the sample API; port 0 picks a free port. */
export function startMortgageSampleApi({ port = 9300, host = '127.0.0.1', latencyMs = 0 }: StandInOptions & { latencyMs?: number } = {}): Promise<StandIn> {
  /** Calls per scenario (type, period, payment method, LTV band), for the per-call variation. */
  const calls = new Map<string, number>();

  return startStandIn(async (req, res, url) => {
    const path = url.pathname;
    if (req.method === 'OPTIONS') return send(res, 204);
    if (path === '/health' && req.method === 'GET') return send(res, 200, { ok: true, sample: true });
    if (path !== INTEREST_RATES_PATH) return send(res, 404, { error: 'Not found' });
    if (req.method !== 'POST') return send(res, 405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });

    let body: unknown;
    try {
      const text = await readBody(req);
      body = JSON.parse(text);
    } catch (error) {
      const status = isObject(error) && typeof error.status === 'number' ? error.status : 400;
      return send(res, status, { error: status === 413 ? 'Request body too large' : 'Invalid JSON body' });
    }
    const { query, errors } = readQuery(body);
    if (!query) return send(res, 422, { error: 'Invalid request body', details: errors });

    const ltv = query.purchasePrice > 0 ? Math.round((query.loanAmount / query.purchasePrice) * 100) : 0;
    const key = [query.buyToLet, query.initialPeriod, query.paymentMethod, ltv].join('|');
    const count = calls.get(key) ?? 0;
    calls.set(key, count + 1);
    const results = sampleRates(query, count);
    if (latencyMs > 0) await new Promise((done) => setTimeout(done, latencyMs));
    const answer: SampleResponse = { sample: true, notice: SAMPLE_NOTICE, results };
    return send(res, 200, answer);
  }, { port, host });
}

if (isMainModule(import.meta.url)) {
  const port = Number(process.env.MORTGAGE_API_PORT || 9300);
  const host = process.env.MORTGAGE_API_HOST || '127.0.0.1';
  const latencyMs = Number(process.env.MORTGAGE_API_LATENCY_MS || 250);
  const api = await startMortgageSampleApi({ port, host, latencyMs });
  console.log(`Mortgage sample API (SAMPLE rates, not live) listening on ${api.url}${INTEREST_RATES_PATH}`);
  closeOnSignal(api);
}
