/**
 * "My place": typed on a room page as the home page's place search takes it ("UCL" and Enter),
 * and then used wherever rooms are listed: each card says how far it is (worked out in the
 * browser from the card's own point) and the place search starts from it, its box filled.
 */
import type { Page } from '@playwright/test';
import { JOURNEY_MESSAGES } from '../../src/features/journey/messages';
import { PLACE_MESSAGES } from '../../src/features/place/messages';
import { expect, test } from './support/fixtures';
import { newAccount, passFirstVisitLanding } from './support/newAccount';
import { EAST_HAM_ROOM } from './support/listings';

const UCL = 'UCL, Bloomsbury';
const journey = (page: Page) => page.getByRole('region', { name: JOURNEY_MESSAGES.heading });
const placeBox = (page: Page) => page.getByRole('combobox', { name: PLACE_MESSAGES.searchLabel });
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
const distanceFrom = (label: string) => new RegExp(`^[\\d.,]+ km from ${label}$`);

/** Types a place in the room page's panel and sends it without picking a suggestion. */
async function typePlace(page: Page, text: string, send: 'Enter' | 'button'): Promise<void> {
  const input = journey(page).getByLabel(JOURNEY_MESSAGES.inputLabel);
  await input.fill(text);
  if (send === 'Enter') await input.press('Enter');
  else await journey(page).getByRole('button', { name: JOURNEY_MESSAGES.save }).click();
}

test('a guest saves "UCL" with Enter, and "Imperial" with Save my place, as the home page search takes them', async ({ page }) => {
  await page.goto(EAST_HAM_ROOM);
  await typePlace(page, 'UCL', 'Enter');
  await expect(journey(page).getByText(distanceFrom(UCL))).toBeVisible();
  await expect(journey(page).getByText(JOURNEY_MESSAGES.pickPlace)).toHaveCount(0);

  await journey(page).getByRole('button', { name: JOURNEY_MESSAGES.change }).click();
  await typePlace(page, 'imperial', 'button');
  await expect(journey(page).getByText(distanceFrom('Imperial, South Kensington'))).toBeVisible();

  // The home page's search takes the same words the same way.
  await page.goto('/');
  await placeBox(page).fill('UCL');
  await placeBox(page).press('Enter');
  await expect(page.getByRole('heading', { name: PLACE_MESSAGES.nearHeading('UCL') })).toBeVisible();
});

test('after a guest saves a place, the home page cards say how far they are and the place search starts from it', async ({ page, axe }) => {
  await page.goto(EAST_HAM_ROOM);
  await typePlace(page, 'UCL', 'Enter');
  await expect(journey(page).getByText(distanceFrom(UCL))).toBeVisible();

  await page.goto('/');
  await expect(placeBox(page)).toHaveValue(UCL);
  // Every located room says it (a room not on the map yet cannot).
  await expect(cards(page).getByText(distanceFrom(UCL)).first()).toBeVisible();
  await axe();

  // Search starts from the saved place: no suggestion to pick, no lookup.
  await page.getByRole('button', { name: PLACE_MESSAGES.searchButton }).click();
  await expect(page.getByRole('heading', { name: PLACE_MESSAGES.nearHeading(UCL) })).toBeVisible();
  await expect(page).toHaveURL(/near=UCL%2C\+Bloomsbury&lat=51\.5246&lng=-0\.134/);
});

test("a signed-in seeker's saved place shows on Browse Rooms' cards and fills its place search", async ({ page }) => {
  await newAccount(page, 'I Need Room', 'Place Keeper');
  await passFirstVisitLanding(page);
  await page.goto(EAST_HAM_ROOM);
  await typePlace(page, 'ucl', 'button');
  await expect(journey(page).getByText(distanceFrom(UCL))).toBeVisible();

  await page.goto('/?tab=browse-rooms');
  await expect(placeBox(page)).toHaveValue(UCL);
  await expect(cards(page).getByText(distanceFrom(UCL)).first()).toBeVisible();
});
