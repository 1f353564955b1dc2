/**
 * Guide pages in a browser: each hydrates, is linked from the footer and has no axe violation in
 * light and dark mode; the essentials read from Firestore, and the mortgage dashboard driven
 * through intercepted API responses. Each page's content (counts, links, JSON-LD) is checked once,
 * by its component test (src/features/guides/pages/pages.test.tsx), and the built HTML's head
 * tags and JSON-LD by prerender.spec.ts.
 */
import type { Route } from '@playwright/test';
import { MORTGAGE_MESSAGES } from '../../src/features/mortgage/lib/constants';
import { GUIDE_ROUTES } from '../../src/config/paths';
import { expect, test } from './support/fixtures';

test.describe('guide pages', () => {
  for (const route of GUIDE_ROUTES) {
    test(`${route.path}: hydrates, is in the footer, zero axe violations in light and dark`, async ({ page, consoleErrors, axe }) => {
      await page.goto(route.path);
      await expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\| RoomShare UK$/);
      await expect(page.locator('footer').getByRole('link', { name: route.label })).toBeVisible();
      await axe();
      await page.getByRole('button', { name: 'Dark mode' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await axe(page, { coloursOnly: true });
      expect(consoleErrors).toEqual([]);
    });
  }

  test('essentials: categories from Firestore, 4 FAQs with one open at a time', async ({ page, consoleErrors }) => {
    await page.goto('/uk-essentials-for-indians');
    await expect(page.getByRole('link', { name: /Check Price/ }).first()).toBeVisible();
    const questions = page.locator('main button[aria-expanded]');
    await expect(questions).toHaveCount(4);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(1).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('mortgage rate dashboard (intercepted API)', () => {
  function rates(run: number) {
    return [
      { lender_name: 'HSBC UK Bank', lender_code: 'HSBC', initial_pay_rate: 4.1 + (run === 2 ? 0.25 : 0), initial_monthly_payment: 2300.5, true_cost: 100000, initial_rate_period_months: 24, fees_total: 999, cashback: 0, product_name: 'Fixed 2yr' },
      { lender_name: 'Nationwide', lender_code: 'NWIDE', initial_pay_rate: 3.9, initial_monthly_payment: 2250, true_cost: 98000, initial_rate_period_months: 24, fees_total: 0, cashback: 500, product_name: 'Fixed' },
    ];
  }

  test('8 scenario cards, a changed rate highlighted after a second fetch', async ({ page, consoleErrors }) => {
    const bodies: unknown[] = [];
    await page.route('**/api/v1/interest-rates', async (route: Route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' } });
      bodies.push(route.request().postDataJSON());
      // The second round of 8 requests returns HSBC's rate 0.25 points higher.
      await route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, json: { results: rates(bodies.length > 8 ? 2 : 1) } });
    });
    await page.goto('/mortgages-for-indians');
    const cards = page.locator('article[aria-labelledby]').filter({ has: page.locator('table') });
    await expect(cards).toHaveCount(8);
    expect(bodies).toHaveLength(8);
    await page.getByRole('button', { name: MORTGAGE_MESSAGES.fetchButton }).click();
    await expect(page.getByText(MORTGAGE_MESSAGES.rateChanged).first()).toBeAttached();
    expect(bodies).toHaveLength(16);
    expect(consoleErrors).toEqual([]);
  });

  test('a failing API shows the exact red alert and hides the tables', async ({ page, consoleErrors }) => {
    await page.route('**/api/v1/interest-rates', (route) => route.fulfill({ status: 500, headers: { 'access-control-allow-origin': '*' }, body: 'boom' }));
    await page.goto('/mortgages-for-indians');
    await expect(page.getByRole('alert').filter({ hasText: MORTGAGE_MESSAGES.fetchError })).toBeVisible();
    await expect(page.locator('main table')).toHaveCount(0);
    // The dashboard logs the failure by design, and the browser logs the 500s.
    expect(consoleErrors.every((text) => /mortgage|500|Failed to load resource|API request failed/i.test(text))).toBe(true);
    consoleErrors.length = 0;
  });
});
