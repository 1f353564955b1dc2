/** Public surface of the mortgage feature: the dashboard and the pure helpers tests and pages may use. */
export { MortgageRateDashboard, type MortgageRateDashboardProps } from './components/MortgageRateDashboard';
export { useMortgageRates, type MortgageRatesState, type UseMortgageRates } from './hooks/useMortgageRates';
export * from './lib/constants';
export * from './lib/types';
export { deriveLoanAndDeposit, parseLtv, parseWholeNumber, type LoanAndDeposit } from './lib/inputs';
export { SCENARIOS, buildRequestBody, scenarioLoanAmount, scenarioSubtitle, scenarioTitle } from './lib/scenarios';
export { formatCashback, formatDecimal, formatGbp, isEmphasisedLender, truncateName } from './lib/format';
export { markChangedRates, parseRate, parseRatesResponse, ratesForScenario, sortByInitialPayRate } from './lib/rates';
export { fetchAllScenarioRates, fetchScenarioRates, type FetchAllScenarioRates } from './lib/api';
