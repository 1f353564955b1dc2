import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MORTGAGE_MESSAGES } from '../lib/constants';
import { SCENARIOS, scenarioTitle } from '../lib/scenarios';
import { at, jsonResponse, rate, sentBody, stubRatesFetch } from '@/testing/mortgage';
import { MortgageRateDashboard } from './MortgageRateDashboard';

const BASE_URL = 'http://rates.test';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboard(isSample = false) {
  return render(<MortgageRateDashboard baseUrl={BASE_URL} isSample={isSample} />);
}

const getButton = () => screen.getByRole('button', { name: /Get Latest Rates|Fetching\.\.\./ });
const card = (index: number) => screen.getByRole('article', { name: scenarioTitle(at(SCENARIOS, index)) });

describe('MortgageRateDashboard', () => {
  it('fetches on mount and renders one card per scenario with rows sorted by rate', async () => {
    const fetchMock = stubRatesFetch(() =>
      jsonResponse({
        results: [
          rate({ lender_code: 'B', lender_name: 'Barclays', initial_pay_rate: 4.8 }),
          rate({ lender_code: 'H', lender_name: 'HSBC UK', initial_pay_rate: 4.2, cashback: 250 }),
          rate({ lender_code: 'C', lender_name: 'Coventry Building Society', initial_pay_rate: 4.5, product_name: null as unknown as string }),
        ],
      }),
    );
    renderDashboard();

    expect(getButton()).toBeDisabled();
    expect(getButton()).toHaveTextContent('Fetching...');
    await waitFor(() => {
      expect(getButton()).toHaveTextContent('Get Latest Rates');
    });
    expect(getButton()).toBeEnabled();

    expect(fetchMock).toHaveBeenCalledTimes(8);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.getAllByRole('table')).toHaveLength(8);

    const rows = within(card(0)).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['4.20', '4.50', '4.80']);
    expect(within(at(rows, 0)).getByText('HSBC UK').tagName).toBe('STRONG');
    expect(within(at(rows, 0)).getByText('£250.00')).toBeInTheDocument();
    expect(within(at(rows, 1)).getByText('Coventry B..')).toBeInTheDocument();
    expect(within(at(rows, 1)).getAllByText('-')).toHaveLength(1);
    expect(within(at(rows, 2)).getByText('Barclays').tagName).not.toBe('STRONG');

    const region = within(card(0)).getByRole('region', { name: /rates table/ });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('shows the derived loan and deposit and re-derives them from the inputs', async () => {
    stubRatesFetch(() => jsonResponse({ results: [] }));
    const user = userEvent.setup();
    renderDashboard();
    await waitFor(() => {
      expect(getButton()).toBeEnabled();
    });

    expect(screen.getByText('£508,500')).toBeInTheDocument();
    expect(screen.getByText('£56,500')).toBeInTheDocument();

    const slider = screen.getByRole('slider', { name: 'Loan-to-value (LTV)' });
    expect(slider).toHaveValue('90');
    fireEvent.change(slider, { target: { value: '89' } }); // user-event cannot drive a range input
    expect(slider).toHaveValue('89');
    expect(screen.getByText('£502,850')).toBeInTheDocument();

    const value = screen.getByRole('spinbutton', { name: 'Property value (£)' });
    await user.clear(value);
    expect(screen.getAllByText('£0').length).toBeGreaterThanOrEqual(2);
    await user.type(value, '200000');
    expect(screen.getByText('£178,000')).toBeInTheDocument();
  });

  it('sends the entered value and term when Get Latest Rates is pressed', async () => {
    const fetchMock = stubRatesFetch(() => jsonResponse({ results: [] }));
    const user = userEvent.setup();
    renderDashboard();
    await waitFor(() => {
      expect(getButton()).toBeEnabled();
    });

    const term = screen.getByRole('spinbutton', { name: 'Loan term (years)' });
    await user.clear(term);
    await user.type(term, '25');
    await user.click(getButton());
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(16);
    });
    const body = sentBody(at(fetchMock.mock.calls, 8)[1]) as { interest_rates: { mortgage_opts: { term: number } } };
    expect(body.interest_rates.mortgage_opts.term).toBe(25);
  });

  it("shows 'No rates available for these criteria.' for an empty scenario", async () => {
    stubRatesFetch((body) =>
      jsonResponse({ results: body.interest_rates.mortgage_type === 'buy_to_let' ? [] : [rate()] }),
    );
    renderDashboard();
    await waitFor(() => {
      expect(within(card(7)).getByText(MORTGAGE_MESSAGES.noRates)).toBeInTheDocument();
    });
    expect(screen.getAllByText('No rates available for these criteria.')).toHaveLength(1);
    expect(within(card(7)).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the exact alert and hides the tables when a request fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubRatesFetch((body) =>
      body.interest_rates.mortgage_opts.initial_period === 'five_year' ? jsonResponse({}, 500) : jsonResponse({ results: [rate()] }),
    );
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Error: Could not fetch mortgage rates. This is likely a CORS security issue or a network problem. Please check the browser's developer console (F12) for more details.",
    );
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(getButton()).toBeEnabled();
    expect(consoleError).toHaveBeenCalledWith('Error fetching mortgage rates:', new Error('API request failed with status 500'));
  });

  it('shows the alert on a network failure and recovers on the next fetch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    stubRatesFetch((_body, round) => {
      if (round === 0) throw new TypeError('Failed to fetch');
      return jsonResponse({ results: [rate()] });
    });
    renderDashboard();
    await screen.findByRole('alert');
    await user.click(getButton());
    await waitFor(() => {
      expect(screen.getAllByRole('table')).toHaveLength(8);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("highlights a lender's row when its rate changed since the previous fetch", async () => {
    const user = userEvent.setup();
    stubRatesFetch((body, round) => {
      const isFirstCard = body.interest_rates.loan_amount === 536750 && body.interest_rates.mortgage_opts.initial_period === 'two_year';
      return jsonResponse({
        results: [
          rate({ lender_code: 'HSBC', lender_name: 'HSBC UK', initial_pay_rate: round > 0 && isFirstCard ? 4.1 : 4.3 }),
          rate({ lender_code: 'BARC', lender_name: 'Barclays', initial_pay_rate: 4.6 }),
        ],
      });
    });
    renderDashboard();
    await waitFor(() => {
      expect(screen.getAllByRole('table')).toHaveLength(8);
    });
    expect(document.querySelectorAll('tr[data-changed]')).toHaveLength(0);

    await user.click(getButton());
    await waitFor(() => {
      expect(document.querySelectorAll('tr[data-changed]')).toHaveLength(1);
    });
    const changed = document.querySelector('tr[data-changed]') as HTMLElement;
    expect(card(0)).toContainElement(changed);
    expect(changed).toHaveClass('bg-amber-100');
    expect(within(changed).getByText('HSBC UK')).toBeInTheDocument();
    expect(within(changed).getByText(/rate changed, previously 4\.30/)).toHaveClass('sr-only');
  });

  it('labels sample data from the local test server', async () => {
    stubRatesFetch(() => jsonResponse({ results: [] }));
    renderDashboard(true);
    expect(screen.getByText(MORTGAGE_MESSAGES.sampleLabel)).toBeInTheDocument();
    await waitFor(() => {
      expect(getButton()).toBeEnabled();
    });
  });

  it('does not label live data', async () => {
    stubRatesFetch(() => jsonResponse({ results: [] }));
    renderDashboard(false);
    expect(screen.queryByText(MORTGAGE_MESSAGES.sampleLabel)).not.toBeInTheDocument();
    await waitFor(() => {
      expect(getButton()).toBeEnabled();
    });
  });
});
