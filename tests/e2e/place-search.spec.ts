/**
 * The place search: a guest finds rooms by distance from a university, the place and
 * radius survive a reload, and a new listing's outward code puts it in a search around its area.
 * Offline: postcodes.io is the stack's stand-in.
 */
import type { Locator, Page } from '@playwright/test';
import { MAP_MESSAGES } from '../../src/features/map/messages';
import { PLACE_MESSAGES } from '../../src/features/place/messages';
import { expect, test, watchConsole } from './support/fixtures';
import { createListing, uniqueWord } from './support/listings';
import { newAccount, passFirstVisitLanding } from './support/newAccount';

const placeBox = (page: Page) => page.getByRole('combobox', { name: PLACE_MESSAGES.searchLabel });
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });

/** The "x km" each card says, in page order. */
async function distances(list: Locator, label: string): Promise<number[]> {
  const texts = await list.getByText(new RegExp(`^[\\d.,]+ km from ${label}$`)).allTextContents();
  return texts.map((text) => Number(text.split(' ')[0]?.replace(',', '')));
}

async function pickPlace(page: Page, typed: string, option: RegExp): Promise<void> {
  await placeBox(page).click();
  await placeBox(page).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test.describe('place search', () => {
  test('a guest types UCL, picks it and sees rooms nearest first, each saying how far; place and radius survive a reload', async ({ page, axe }) => {
    await page.goto('/');
    await pickPlace(page, 'UCL', /UCL, Bloomsbury/);
    await expect(page.getByRole('heading', { name: PLACE_MESSAGES.nearHeading('UCL') })).toBeVisible();
    await expect(page).toHaveURL(/near=UCL&lat=51\.5246&lng=-0\.134&km=3/);

    await page.getByLabel(PLACE_MESSAGES.radiusLabel).selectOption('10');
    await expect(page).toHaveURL(/km=10/);
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    const found = await distances(cards(page), 'UCL');
    expect(found).toHaveLength(count);
    expect(found.every((km) => km <= 10)).toBe(true);
    expect(found).toEqual([...found].sort((a, b) => a - b));
    await axe();

    await page.reload();
    await expect(page.getByRole('heading', { name: PLACE_MESSAGES.nearHeading('UCL') })).toBeVisible();
    await expect(page.getByLabel(PLACE_MESSAGES.radiusLabel)).toHaveValue('10');
    await expect(placeBox(page)).toHaveValue('UCL');
    await expect(cards(page)).toHaveCount(count);
    expect(await distances(cards(page), 'UCL')).toEqual(found);

    // The map shows the same rooms, nearest first, as a list of links beside it.
    const titles = await cards(page).locator('h3 a').allTextContents();
    await page.getByRole('button', { name: MAP_MESSAGES.map, exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page.getByRole('region', { name: MAP_MESSAGES.mapLabel })).toBeVisible();
    const mapList = page.getByTestId('map-room-list').getByRole('listitem');
    await expect(mapList).toHaveCount(count);
    expect(await mapList.getByRole('link').allTextContents()).toEqual(titles);
  });

  test('a signed-in member searches by place from Browse Rooms too', async ({ page }) => {
    await newAccount(page, 'I Need Room', 'Place Seeker');
    await passFirstVisitLanding(page);
    await page.goto('/?tab=browse-rooms');
    await pickPlace(page, 'UCL', /UCL, Bloomsbury/);
    await expect(page.getByRole('heading', { name: PLACE_MESSAGES.nearHeading('UCL') })).toBeVisible();
    await page.getByLabel(PLACE_MESSAGES.radiusLabel).selectOption('10');
    await expect(cards(page).first()).toContainText(/km from UCL/);
  });

  test('the place box works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await placeBox(page).focus();
    await page.keyboard.type('Ilford');
    await expect(page.getByRole('option', { name: /Ilford/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(placeBox(page)).toHaveAttribute('aria-activedescendant', /place-search-option-0/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: PLACE_MESSAGES.nearHeading('Ilford') })).toBeVisible();
    await expect(cards(page).first()).toContainText(/km from Ilford/);
  });

  test('an owner creates a listing with an outward code and it appears in a radius search around that area', async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Room ${uniqueWord()} by Gordon Square`;
    await newAccount(page, 'I Have Room', 'Place Owner', { phoneVerified: true });
    await createListing(page, { title, area: 'Bloomsbury', postcode: 'wc1h' });

    const { baseURL, locale, timezoneId } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, locale, timezoneId, serviceWorkers: 'block' });
    try {
      const guest = await context.newPage();
      watchConsole(guest, []);
      await guest.goto('/');
      await pickPlace(guest, 'WC1H', /Postcode WC1H/);
      await expect(guest.getByRole('heading', { name: PLACE_MESSAGES.nearHeading('WC1H') })).toBeVisible();
      const card = cards(guest).filter({ hasText: title });
      await expect(card).toContainText(/\d\.\d km from WC1H/);
    } finally {
      await context.close();
    }
  });

  test('on a phone the results show under the place box, with no second search box, and the map marks the place, its radius and each distance', async ({ page, axe }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await pickPlace(page, 'UCL', /UCL, Bloomsbury/);
    const heading = page.getByRole('heading', { name: PLACE_MESSAGES.nearHeading('UCL') });
    await expect(heading).toBeInViewport();
    await page.getByLabel(PLACE_MESSAGES.radiusLabel).selectOption('10');
    // The first room's photo and title, not only the heading, show without scrolling.
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toBeInViewport();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await axe();

    await page.getByRole('button', { name: MAP_MESSAGES.map, exact: true }).click();
    const map = page.getByRole('region', { name: MAP_MESSAGES.mapLabel });
    await expect(map.locator('path.searched-place')).toHaveCount(1);
    await expect(map.locator('path.search-radius')).toHaveCount(1);
    await expect(map.locator('.searched-place-label')).toHaveText('UCL');
    const listed = page.getByTestId('map-room-list').getByRole('listitem');
    await expect(listed.first()).toBeVisible();
    expect(await distances(listed, 'UCL')).toHaveLength(await listed.count());
  });

  test('an empty result offers the next larger distance in one tap', async ({ page }) => {
    // Lerwick, Shetland: no seeded room within 1 km (nor 10).
    await page.goto('/?near=Lerwick&lat=60.155&lng=-1.145&km=1');
    await expect(page.getByText(PLACE_MESSAGES.noRoomsNear('Lerwick', 1))).toBeVisible();
    await page.getByRole('button', { name: PLACE_MESSAGES.tryRadius(3) }).click();
    await expect(page).toHaveURL(/km=3/);
    await expect(page.getByLabel(PLACE_MESSAGES.radiusLabel)).toHaveValue('3');
    await expect(page.getByText(PLACE_MESSAGES.noRoomsNear('Lerwick', 3))).toBeVisible();
    await page.getByLabel(PLACE_MESSAGES.radiusLabel).selectOption('10');
    await expect(page.getByText(PLACE_MESSAGES.noRoomsNear('Lerwick', 10))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Try \d+ km$/ })).toHaveCount(0);
  });
});
