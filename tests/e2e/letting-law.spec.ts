/**
 * Letting law end to end: an owner in England asking a deposit of 6 weeks' rent sees the check
 * name the Act before publishing and cannot publish it as it stands; a guest on a seeded risky
 * listing sees "Before you pay" with the money asked against the legal limit, without a layout shift.
 */
import { paths } from '../../src/config/paths';
import { SAFETY } from '../../src/config/postMessages';
import { formatGBPExact } from '../../src/lib/format';
import { LETTING_LAW } from '../../src/lib/lettingLaw/messages';
import { LISTINGS } from '../../scripts/seed/data/listings';
import { LET_KINDS } from '../../src/lib/lettingLaw/types';
import { createListing, uniqueWord } from './support/listings';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';

test("an owner in England cannot publish a deposit of 6 weeks' rent, and is told which Act says so", async ({ page }) => {
  await newAccount(page, 'I Have Room', 'Law Owner');
  await page.goto(paths.tab('create-listing'));
  await page.getByRole('textbox', { name: 'Title' }).fill('Double room near Ilford station');
  await page.getByRole('textbox', { name: 'Description' }).fill('Bright double room in a friendly shared house.');
  await page.getByRole('textbox', { name: 'Area' }).fill('Ilford');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('IG1');
  // £1,300 a month = £300 a week: 6 weeks is £1,800, the cap 5 weeks, £1,500.
  await page.getByRole('spinbutton', { name: 'Rent (£ per month)' }).fill('1300');
  const deposit = page.getByRole('spinbutton', { name: 'Deposit (£)' });
  await deposit.fill('1800');
  const check = LETTING_LAW.aboveLimit('A deposit', "5 weeks' rent", '£1,500', 'England', 'Tenant Fees Act 2019');
  await expect(page.getByTestId('create-deposit-law')).toHaveText(check);

  await page.getByLabel('Available from').fill('2020-01-01');
  await page.getByRole('checkbox', { name: "I'm not a robot (local test stand-in)" }).check();
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByRole('alert').filter({ hasText: LETTING_LAW.blocked })).toBeVisible();
  await expect(deposit).toBeFocused();
  await expect(deposit).toHaveValue('1800');
  await expect(page).toHaveURL(/tab=create-listing/);
});

test('a guest on a seeded risky listing sees the law warning and "Before you pay" with the figures, and the page does not move', async ({ page }) => {
  const risky = LISTINGS.find((listing) => listing.id === 'seed-room-32');
  if (!risky) throw new Error('seed-room-32 is the seeded risky listing');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: shifts });
  });
  await page.goto(paths.room(risky.title, risky.id));
  // The law warning is part of the page; "Before you pay" arrives once it has settled (afterPageSettles: load + 3 s + idle).
  const warning = page.getByRole('region', { name: LETTING_LAW.beforeYouPay.breaks });
  const panel = page.getByRole('region', { name: LETTING_LAW.beforeYouPay.title });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  // £395 a month: 5 weeks is £455.76, 1 week £91.15, 1 month £395.
  await expect(warning).toContainText(LETTING_LAW.beforeYouPay.asked(formatGBPExact(1500), formatGBPExact(455.76)));
  await expect(warning).toContainText(LETTING_LAW.beforeYouPay.asked(formatGBPExact(200), formatGBPExact(91.15)));
  await expect(warning).toContainText(LETTING_LAW.beforeYouPay.asked(formatGBPExact(1185), formatGBPExact(395)));
  await expect(warning).toContainText('Tenant Fees Act 2019');
  await expect(warning).toContainText("Renters' Rights Act 2025");
  await expect(panel).toContainText(LETTING_LAW.beforeYouPay.mustProtect(30, 'days', 'Housing Act 2004, s.213'));
  await expect(panel).toContainText(SAFETY.payRule);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

for (const form of ['create', 'edit'] as const) {
  test(`at 360 px the ${form} form shows each "Kind of let" option whole, and saves the one picked`, async ({ page, consoleErrors, axe }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await newAccount(page, 'I Have Room', 'Let Kind Owner');
    if (form === 'edit') {
      await createListing(page, { title: `Room by the park ${uniqueWord()}`, waitsForReview: true });
      await page.getByRole('button', { name: /^Edit/ }).first().click();
    } else {
      await page.goto(paths.tab('create-listing'));
    }
    const group = page.getByRole('group', { name: 'Kind of let' });
    for (const kind of LET_KINDS) {
      const option = group.getByRole('radio', { name: LETTING_LAW.letKindLabel[kind] });
      await expect(option).toBeVisible();
      // The label's text is laid out whole inside the screen: nothing clipped or cut with "…".
      const label = group.locator('label', { hasText: LETTING_LAW.letKindLabel[kind] });
      const fits = await label.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.scrollWidth <= element.clientWidth && box.left >= 0 && box.right <= window.innerWidth;
      });
      expect(fits, kind).toBe(true);
    }
    await group.getByRole('radio', { name: LETTING_LAW.letKindLabel.lodger }).check();
    await expect(group.getByRole('radio', { name: LETTING_LAW.letKindLabel.lodger })).toBeChecked();
    await axe();
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await axe(page, { coloursOnly: true });
    expect(consoleErrors).toEqual([]);
  });
}
