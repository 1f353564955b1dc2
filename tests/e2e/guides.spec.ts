/**
 * Guide pages: content counts and behaviours, head tags and JSON-LD, axe in light and
 * dark mode, and the mortgage dashboard driven through intercepted API responses.
 */
import type { Page, Route } from '@playwright/test';
import { GUIDE_COUNTS, GUIDE_LABELS } from '../../src/features/guides/constants';
import { MORTGAGE_MESSAGES } from '../../src/features/mortgage/lib/constants';
import { GUIDE_ROUTES } from '../../src/config/paths';
import { expect, test } from './support/fixtures';

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('guide pages', () => {
  // One visit per guide: the built HTML's head tags are checked without a browser (prerender.spec.ts).
  for (const route of GUIDE_ROUTES) {
    test(`${route.path}: hydrates, is in the footer, JSON-LD, zero axe violations in light and dark`, async ({ page, consoleErrors, axe }) => {
      await page.goto(route.path);
      await expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\| RoomShare UK$/);
      await expect(page.locator('footer').getByRole('link', { name: route.label })).toBeVisible();
      const blocks = await jsonLdBlocks(page);
      expect(blocks.length).toBeGreaterThan(0);
      blocks.forEach((block) => expect(block['@context']).toBe('https://schema.org'));
      await axe();
      await page.getByRole('button', { name: 'Dark mode' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await axe();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('attractions: 12 first, then all 50 once; the button then disappears', async ({ page, consoleErrors }) => {
    await page.goto('/top-london-attractions');
    const mapLinks = page.getByRole('link', { name: new RegExp(`^${GUIDE_LABELS.viewOnMap}`) });
    await expect(mapLinks).toHaveCount(GUIDE_COUNTS.attractionsInitial);
    await page.getByRole('button', { name: GUIDE_LABELS.showAllAttractions }).click();
    await expect(mapLinks).toHaveCount(GUIDE_COUNTS.attractions);
    await expect(page.getByRole('button', { name: GUIDE_LABELS.showAllAttractions })).toHaveCount(0);
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThanOrEqual(GUIDE_COUNTS.attractions);
    expect(consoleErrors).toEqual([]);
  });

  test('jobs list 9 portals with "Visit Site"; study lists 10 universities and links the visa page', async ({ page, consoleErrors }) => {
    await page.goto('/uk-jobs-for-indians');
    await expect(page.getByRole('link', { name: new RegExp(`^${GUIDE_LABELS.visitSite}`) })).toHaveCount(GUIDE_COUNTS.jobPortals);
    await page.goto('/student-admissions-uk');
    await expect(page.locator('main table tbody tr')).toHaveCount(GUIDE_COUNTS.universities);
    await expect(page.locator('main a[href="/visa-and-immigration-support"]').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('IT courses show 6 cards with the mentor footer; cabs carry TaxiService and a 3-question FAQ', async ({ page, consoleErrors }) => {
    await page.goto('/it-courses-and-certifications');
    await expect(page.getByText(GUIDE_LABELS.courseFooter)).toHaveCount(GUIDE_COUNTS.courses);
    await page.goto('/airport-cabs');
    const blocks = await jsonLdBlocks(page);
    expect(blocks.some((block) => block['@type'] === 'TaxiService')).toBe(true);
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[]).length).toBe(GUIDE_COUNTS.cabFaqs);
    const cta = page.locator('a[href^="https://wa.me/"]').first();
    expect(await cta.getAttribute('href')).toMatch(/text=.+/);
    expect(consoleErrors).toEqual([]);
  });

  test('money transfer partner links are sponsored and open in a new tab', async ({ page, consoleErrors }) => {
    await page.goto('/money-transfer-to-india');
    const sponsored = page.locator('a[rel~="sponsored"]');
    expect(await sponsored.count()).toBeGreaterThan(0);
    for (const link of await sponsored.all()) await expect(link).toHaveAttribute('target', '_blank');
    expect(consoleErrors).toEqual([]);
  });

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
    // The dashboard logs the failure by design (spec §8), and the browser logs the 500s.
    expect(consoleErrors.every((text) => /mortgage|500|Failed to load resource|API request failed/i.test(text))).toBe(true);
    consoleErrors.length = 0;
  });
});
