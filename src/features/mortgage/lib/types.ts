/** Types of the mortgage-rate dashboard: scenarios, the request body of §7 and the rate record of §3. */

export type InitialPeriod = 'two_year' | 'five_year';
export type MortgageType = 'standard' | 'buy_to_let';
export type PaymentMethod = 'repayment' | 'interest_only';

export interface Scenario {
  /** Stable key: results and change detection are matched by it. */
  id: string;
  /** Deposit as a percentage of the property value, e.g. 5 for a 95% LTV loan. */
  depositPercent: number;
  initialPeriod: InitialPeriod;
  mortgageType: MortgageType;
  paymentMethod: PaymentMethod;
}

/** What the user entered that the requests need (LTV is not one of them: see scenarios.ts). */
export interface ScenarioRequestInputs {
  propertyValue: number;
  termYears: number;
}

/** Body of POST {baseUrl}/api/v1/interest-rates, as the rate service expects it. */
export interface InterestRatesRequestBody {
  interest_rates: {
    purchase_price: number;
    mortgage_type: MortgageType;
    loan_amount: number;
    mortgage_purpose: 'purchase';
    payment_method: PaymentMethod;
    limit: number;
    priority: 'lowest_monthly_payment';
    unique: true;
    mortgage_opts: {
      type: 'fixed';
      initial_period: InitialPeriod;
      term: number;
    };
  };
}

/** One rate record of the response's `results` array. Missing numbers are null. */
export interface MortgageRate {
  lender_name: string;
  lender_code: string;
  initial_pay_rate: number | null;
  initial_monthly_payment: number | null;
  true_cost: number | null;
  initial_rate_period_months: number | null;
  fees_total: number | null;
  cashback: number | null;
  product_name: string;
}

/** The sorted rates of one scenario. */
export interface ScenarioRates {
  scenarioId: string;
  rates: MortgageRate[];
}

/** A table row: the record plus whether its rate changed since the previous fetch. */
export interface RateRow {
  rate: MortgageRate;
  changed: boolean;
  /** The previous fetch's rate for the same lender code, when it changed. */
  previousRate: number | null;
}
