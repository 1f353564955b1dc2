/**
 * What a seeker reads about money on a room page (issue 43, items 2 to 4): the kind of let in the
 * reader's words, one rule about paying on every panel, what a video viewing proves, each figure
 * above its legal limit flagged where it is shown, the law warning before the description, and
 * the Right to Rent guide beside the warning about share codes. At 1280 and 360 px, both themes.
 */
import type { Page } from '@playwright/test';
import { SAFETY } from '../../src/config/postMessages';
import { paths } from '../../src/config/paths';
import { formatGBPExact } from '../../src/lib/format';
import { checkLettingLaw, letListingOf } from '../../src/lib/lettingLaw';
import { LETTING_LAW } from '../../src/lib/lettingLaw/messages';
import { LISTINGS } from '../../scripts/seed/data/listings';
import { expect, test } from './support/fixtures';

function seeded(id: string) {
  const listing = LISTINGS.find((candidate) => candidate.id === id);
  if (!listing) throw new Error(`${id} is seeded`);
  return listing;
}

/** Gita's lodger listing in Harrow: £600 a month with a deposit of £1,400, above 5 weeks' rent. */
const LODGER = seeded('seed-room-35');
/** Imran's tenancy in Stratford: a deposit, a holding deposit and rent in advance, all above their caps. */
const RISKY = seeded('seed-room-32');

/** The legal limit the check gives a seeded listing's figure, as the page formats it. */
function limitOf(listing: typeof LODGER, field: 'deposit' | 'holdingDeposit' | 'rentInAdvance'): string {
  const finding = checkLettingLaw(letListingOf(listing)).find((candidate) => candidate.kind === 'money' && candidate.field === field);
  if (finding?.kind !== 'money') throw new Error(`${listing.id}: no finding on ${field}`);
  return formatGBPExact(finding.limit);
}

async function top(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y;
}

const beforeYouPay = (page: Page) => page.getByRole('region', { name: LETTING_LAW.beforeYouPay.title });

for (const width of [1280, 360]) {
  test(`at ${width} px the deposit is flagged where it is shown and the law warning comes before the description`, async ({ page, consoleErrors, axe }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(paths.room(LODGER.title, LODGER.id));
    const flag = page.getByTestId('law-flag-deposit');
    await expect(flag).toHaveAccessibleName(LETTING_LAW.aboveLimitFlag(limitOf(LODGER, 'deposit')));
    const depositRow = page.locator('dl div').filter({ has: page.getByText('Deposit', { exact: true }) });
    await expect(depositRow).toContainText('£1,400');
    await expect(depositRow.getByTestId('law-flag-deposit')).toBeVisible();

    const warning = page.getByRole('region', { name: LETTING_LAW.beforeYouPay.breaks });
    await expect(warning).toContainText(LETTING_LAW.beforeYouPay.asked(formatGBPExact(LODGER.deposit), limitOf(LODGER, 'deposit')));
    const description = page.getByText(LODGER.description);
    expect(await top(page, warning)).toBeLessThan(await top(page, description));
    // The flag leads to the warning, and the page stays as it was (a hash navigation would render it again).
    await flag.click();
    await expect(warning).toBeInViewport();
    await expect(warning).toBeFocused();
    await expect(page).toHaveURL(paths.room(LODGER.title, LODGER.id));
    await axe();
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await axe(page, { coloursOnly: true });
    expect(consoleErrors).toEqual([]);
  });
}

test('every figure the check flags is flagged beside it: deposit, holding deposit and rent in advance', async ({ page, consoleErrors }) => {
  await page.goto(paths.room(RISKY.title, RISKY.id));
  for (const field of ['deposit', 'holdingDeposit', 'rentInAdvance'] as const) {
    await expect(page.getByTestId(`law-flag-${field}`)).toHaveAccessibleName(LETTING_LAW.aboveLimitFlag(limitOf(RISKY, field)));
  }
  expect(consoleErrors).toEqual([]);
});

test('"Before you pay" names the kind of let for the reader and gives the one rule about paying that "Stay safe" gives', async ({ page, consoleErrors, axe }) => {
  await page.goto(paths.room(LODGER.title, LODGER.id));
  const panel = beforeYouPay(page);
  // It arrives once the page has settled (afterPageSettles: load + 3 s + idle).
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText(LETTING_LAW.letKindForReader.lodger);
  await expect(panel).not.toContainText(LETTING_LAW.letKindLabel.lodger);
  await expect(panel).toContainText(LETTING_LAW.beforeYouPay.seeBreaks);

  // One rule about paying on the whole page, word for word wherever it is said.
  const stated = await page.getByText(/Never pay/).allTextContents();
  expect(stated.length).toBeGreaterThanOrEqual(2);
  for (const text of stated) expect(text).toBe(SAFETY.payRule);
  await expect(page.getByRole('complementary', { name: SAFETY.panelTitle })).toContainText(SAFETY.payRule);
  await expect(panel).toContainText(SAFETY.payRule);
  // What a video viewing does and does not prove, in both panels.
  await expect(panel).toContainText(SAFETY.videoViewing);
  await expect(page.getByRole('complementary', { name: SAFETY.panelTitle })).toContainText(SAFETY.videoViewing);
  await axe();

  // The warning about share codes links to the Right to Rent guide.
  const guide = panel.getByRole('link', { name: SAFETY.rightToRentLink });
  await expect(guide).toHaveAttribute('href', paths.rightToRent());
  await guide.click();
  await expect(page).toHaveURL(paths.rightToRent());
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Right to Rent');
  expect(consoleErrors).toEqual([]);
});
