/**
 * The map and the journey (offline, on the map-tile and postcodes.io stand-ins): the map view
 * shows the same rooms as the list, works by keyboard and survives a reload; a seeker saves "my
 * place" and a room page shows the distance and the journey link.
 */
import type { Page } from '@playwright/test';
import { JOURNEY_MESSAGES } from '../../src/features/journey/messages';
import { MAP_MESSAGES } from '../../src/features/map/messages';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';
import { locateUnlocatedListings } from './support/geo';
import { EAST_HAM_ROOM } from './support/listings';

const LOCATION = '/rooms/ilford-india-rooms-to-rent';

const cards = (page: Page) => page.locator('main li').filter({ has: page.locator('h3 a') });
const circles = (page: Page) => page.locator('path.room-area');
const mapList = (page: Page) => page.getByTestId('map-room-list').getByRole('listitem');

test.beforeAll(async () => {
  await locateUnlocatedListings();
});

test.describe('the rooms map', () => {
  test('a location page shows the same rooms on the map as in the list, and keeps the map on reload', async ({ page, axe }) => {
    await page.goto(LOCATION);
    await expect(cards(page).first()).toBeVisible();
    const titles = await cards(page).locator('h3 a').allTextContents();

    await page.getByRole('button', { name: MAP_MESSAGES.map, exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page.getByRole('region', { name: MAP_MESSAGES.mapLabel })).toBeVisible();
    await expect(mapList(page)).toHaveCount(titles.length);
    expect(await mapList(page).getByRole('link').allTextContents()).toEqual(titles);
    const located = mapList(page).filter({ hasNotText: MAP_MESSAGES.notLocated });
    await expect(circles(page)).toHaveCount(await located.count());
    expect(await circles(page).count()).toBeGreaterThan(0);
    await expect(page.locator('.leaflet-control-attribution')).toContainText('Local map stand-in');
    await axe(page);

    await circles(page).first().click({ force: true });
    const popupLink = page.locator('.leaflet-popup-content a');
    await expect(popupLink).toBeVisible();
    expect(titles).toContain(await popupLink.textContent());

    await page.reload();
    await expect(page.getByRole('button', { name: MAP_MESSAGES.map, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(circles(page).first()).toBeAttached();
  });

  test('Browse: a keyboard user opens the map and reaches the same rooms as a list of links', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();

    const listButton = page.getByRole('button', { name: MAP_MESSAGES.list, exact: true });
    await expect(listButton).toHaveAttribute('aria-pressed', 'true');
    await listButton.focus();
    await page.keyboard.press('Tab');
    const mapButton = page.getByRole('button', { name: MAP_MESSAGES.map, exact: true });
    await expect(mapButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
    await expect(mapList(page)).toHaveCount(count);
    await expect(circles(page)).toHaveCount(await mapList(page).filter({ hasNotText: MAP_MESSAGES.notLocated }).count());

    // Tab on, past the map and its controls, to the first room of the list.
    const firstRoom = mapList(page).first().getByRole('link');
    for (let presses = 0; presses < 12 && !(await firstRoom.evaluate((link) => link === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(firstRoom).toBeFocused();
    const title = await firstRoom.textContent();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });
});

test.describe('my place and the journey', () => {
  test('a seeker saves a university: a room page shows the distance and a TfL journey link, kept on the profile', async ({ page }) => {
    await newAccount(page, 'I Need Room', 'Journey Seeker');
    await page.goto(EAST_HAM_ROOM);
    const panel = page.getByRole('region', { name: JOURNEY_MESSAGES.heading });
    await panel.getByLabel(JOURNEY_MESSAGES.inputLabel).fill('UCL');
    await panel.getByRole('button', { name: 'UCL, Bloomsbury' }).click();

    await expect(panel.getByText(/^\d+(\.\d)? km from UCL, Bloomsbury$/)).toBeVisible();
    const link = panel.getByRole('link', { name: JOURNEY_MESSAGES.planJourney });
    await expect(link).toHaveAttribute('href', 'https://tfl.gov.uk/plan-a-journey/results?InputFrom=East+Ham&InputTo=University+College+London');

    await page.reload();
    await expect(page.getByRole('region', { name: JOURNEY_MESSAGES.heading }).getByText(/ km from UCL, Bloomsbury$/)).toBeVisible();
  });

  test('a guest saves a workplace postcode (looked up on the stand-in) in this browser', async ({ page, axe }) => {
    await page.goto(EAST_HAM_ROOM);
    const panel = page.getByRole('region', { name: JOURNEY_MESSAGES.heading });
    await panel.getByLabel(JOURNEY_MESSAGES.inputLabel).fill('e14 5ab');
    await panel.getByRole('button', { name: JOURNEY_MESSAGES.save }).click();
    await expect(panel.getByText(/^\d+(\.\d)? km from E14 5AB$/)).toBeVisible();
    await expect(panel.getByRole('link', { name: JOURNEY_MESSAGES.planJourney })).toHaveAttribute('href', 'https://tfl.gov.uk/plan-a-journey/results?InputFrom=East+Ham&InputTo=E14+5AB');
    await axe(page);

    await page.reload();
    await expect(page.getByRole('region', { name: JOURNEY_MESSAGES.heading }).getByText(/ km from E14 5AB$/)).toBeVisible();
  });
});
