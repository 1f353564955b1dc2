/**
 * Household fit end to end, on the seed: Ananya (must: a vegetarian kitchen; prefer: Hindi, no
 * smoking indoors) sees the Ilford mixed-kitchen room labelled with the conflict and its reason, it
 * is gone under "Only rooms that meet my musts", "Best fit first" puts the Jain-friendly Wembley
 * room first around Wembley; an owner sees Ananya's fit against his Wembley room on Browse
 * Roommates. Axe in both themes; nothing overflows a 360 px phone.
 */
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { FILTERS } from '../../src/config/searchMessages';
import { FIT_UI } from '../../src/features/fit/messages';
import { DEMO_ACCOUNTS, logIn, signInAs } from './support/auth';
import { expect, test, type Fixtures } from './support/fixtures';

const ILFORD = { id: 'seed-room-34', title: 'Single room in Ilford for a student' };
const WEMBLEY = { id: 'seed-room-05', title: 'Double room in Wembley, walk to Wembley Central' };
/** HA9, where the seed places its Wembley rooms; 5 km reaches Harrow too. */
const NEAR_WEMBLEY = '/?near=Wembley&lat=51.558&lng=-0.29&km=5';

const card = (page: Page, title: string) => page.locator('main li').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const cardTitles = (page: Page) => page.locator('main li h3 a').allTextContents();

async function darkAxe(page: Page, axe: Fixtures['axe']): Promise<void> {
  await axe();
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await axe(page, { coloursOnly: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

async function noOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('Household fit', () => {
  // Each screen is checked with axe in both themes: slow on a shared machine.
  test.setTimeout(240_000);

  test('a seeker sees the Ilford room\'s conflict, the musts filter hides it, and best fit first leads with Wembley', async ({ page, axe }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAs(page, DEMO_ACCOUNTS.seeker);
    await page.goto('/?area=Ilford');
    const ilford = card(page, ILFORD.title);
    await expect(ilford.getByTestId('fit-label')).toHaveText('Household fit: Check 1 thing');
    await noOverflow(page);
    await darkAxe(page, axe);

    await ilford.getByRole('link', { name: ILFORD.title }).click();
    const reasons = page.getByTestId('fit-reasons');
    await expect(reasons.getByRole('heading', { name: FIT_UI.reasonsHeading })).toBeVisible();
    await expect(reasons.getByRole('listitem')).toHaveText([
      'Does not meet: Mixed kitchen (veg and non-veg)',
      'Meets: Smoking outside only',
      'Meets: Hindi spoken',
    ].map((text) => new RegExp(`^[✓✗?]\\s*${text.replace(/[()]/g, '\\$&')}$`)));
    await noOverflow(page);
    await darkAxe(page, axe);

    // "Only rooms that meet my musts", ticked in the filters: the Ilford room is gone, the URL keeps it.
    await page.goto('/?area=Ilford');
    await expect(ilford).toBeVisible();
    await page.getByRole('button', { name: new RegExp(FILTERS.toggle) }).click();
    const form = page.getByRole('form', { name: FILTERS.toggle });
    await form.getByRole('checkbox', { name: FIT_UI.mustsLabel }).check();
    await form.getByRole('button', { name: FILTERS.apply }).click();
    await expect(page).toHaveURL(/area=Ilford&musts=1/);
    await expect(page.getByRole('link', { name: ILFORD.title, exact: true })).toHaveCount(0);
    for (const label of await page.getByTestId('fit-label').allTextContents()) expect(label).not.toContain('Check');

    // "Best fit first" around Wembley: the Jain-friendly home, a great fit, comes first.
    await page.goto(`${NEAR_WEMBLEY}&sort=fit`);
    await expect(page.getByText(FIT_UI.sortNote)).toBeVisible();
    await expect(card(page, WEMBLEY.title).getByTestId('fit-label')).toHaveText('Household fit: Great fit');
    expect((await cardTitles(page))[0]).toBe(WEMBLEY.title);
    await noOverflow(page);
    await darkAxe(page, axe);
  });

  test('an owner picks his Wembley room and sees how Ananya fits it', async ({ page, axe }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAs(page, DEMO_ACCOUNTS.owner);
    await page.goto(paths.tab('browse-roommates'));
    const ananya = card(page, DEMO_ACCOUNTS.seeker.name);
    await expect(ananya).toBeVisible();
    await expect(ananya.getByTestId('fit-label')).toHaveCount(0);

    await page.getByLabel(FIT_UI.ownerPick).selectOption({ label: WEMBLEY.title });
    // Her needs are all met; the house has no alcohol and she drinks occasionally: one thing to check.
    await expect(ananya.getByTestId('fit-label')).toHaveText('Household fit: Check 1 thing');
    await noOverflow(page);
    await darkAxe(page, axe);

    await ananya.getByRole('link', { name: DEMO_ACCOUNTS.seeker.name }).click();
    const reasons = page.getByTestId('fit-reasons');
    await expect(reasons.getByRole('heading', { name: FIT_UI.reasonsHeadingOwner(WEMBLEY.title) })).toBeVisible();
    await expect(reasons.getByRole('listitem').filter({ hasText: 'Not known: No alcohol at home · Drinks occasionally' })).toHaveCount(1);
    await expect(reasons.getByRole('listitem').filter({ hasText: 'Fits: Jain-friendly kitchen' })).toHaveCount(2);
    await noOverflow(page);
    await darkAxe(page, axe);
  });

  test('room and roommate cards show the facts that matter most on one row that fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/?area=Ilford');
    const facts = card(page, ILFORD.title).getByTestId('card-facts');
    await expect(facts).toHaveText('Household: Mixed kitchen, Smoking outside, Urdu, Hindi, English');
    await factsFitTheirRow(facts);
    // Every card keeps the row at the same height, facts or none.
    const heights = await page.locator('main li [data-testid="card-facts"]').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(new Set(heights)).toEqual(new Set([24]));
    await noOverflow(page);

    await logIn(page, DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
    await page.goto(paths.tab('browse-roommates'));
    const ananya = card(page, DEMO_ACCOUNTS.seeker.name).getByTestId('card-facts');
    await expect(ananya).toHaveText('About them: Vegetarian, Non-smoker, Hindi, English');
    await factsFitTheirRow(ananya);
    await noOverflow(page);
  });
});

/** Each label ends inside its row (the languages, last, cut short with an ellipsis), on the row's one line. */
async function factsFitTheirRow(facts: ReturnType<Page['locator']>): Promise<void> {
  const boxes = await facts.evaluate((row) => {
    const own = row.getBoundingClientRect();
    const elements = Array.from(row.querySelectorAll('span:not(.sr-only)'));
    const labels = elements.map((label) => label.getBoundingClientRect());
    const cut = elements.slice(0, -1).filter((label) => label.scrollWidth > label.clientWidth).length;
    return { right: own.right, top: own.top, bottom: own.bottom, cut, labels: labels.map(({ left, right, top, bottom }) => ({ left, right, top, bottom })) };
  });
  expect(boxes.labels.length).toBeGreaterThan(0);
  // Only the last label (the languages) may be cut short.
  expect(boxes.cut).toBe(0);
  for (const label of boxes.labels) {
    expect(label.right).toBeLessThanOrEqual(boxes.right + 0.5);
    expect(label.top).toBeGreaterThanOrEqual(boxes.top - 0.5);
    expect(label.bottom).toBeLessThanOrEqual(boxes.bottom + 0.5);
  }
}
