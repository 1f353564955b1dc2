/**
 * Card photos (src/lib/cardPhotos.ts): a phone's cards download the card rendition of each photo,
 * never the full photo; the room page's gallery shows the full photo; the admins' "Make card
 * photos" gives a listing from before renditions its own, and a second run changes nothing.
 */
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DEMO_ACCOUNTS, signInAs } from './support/auth';
import { documentFields, stackPaths } from './support/emulators';
import { expect, test } from './support/fixtures';

/** A listing photo in Storage (the emulator's download URLs encode the path). */
const LISTING_PHOTO = /room_listings%2F/;
const isCardRendition = (url: string) => url.includes('%2Fcard%2F');

/** The listing photos the page requests from now on. */
function photoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && LISTING_PHOTO.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The REST value of a listing's cardImages (a list of string values), or null without one. */
async function storedCardImages(id: string): Promise<string[] | null> {
  const fields = await documentFields(stackPaths.roomListing(id));
  const list = fields?.cardImages as { arrayValue?: { values?: { stringValue: string }[] } } | undefined;
  return list ? (list.arrayValue?.values ?? []).map((value) => value.stringValue) : null;
}

test.describe('card photos on a 390 px phone', () => {
  // A phone's density: a srcset offering the full photo would have it picked here.
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test('the home page\'s cards download card renditions only, every card of the page included', async ({ page }) => {
    const requested = photoRequests(page);
    await page.goto(paths.home());
    const cards = page.locator('main li').filter({ has: page.locator('img[src*="room_listings"]') });
    await expect(cards.first()).toBeVisible();
    // Every lazy photo comes into view, so each card's photo is requested.
    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      const photo = cards.nth(index).locator('img');
      // Retried whole: the early preview's cards give way to the app's once it renders, which
      // can detach the element being scrolled to.
      await expect(async () => {
        await photo.scrollIntoViewIfNeeded({ timeout: 5_000 });
        expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      }).toPass({ timeout: 15_000 });
    }
    expect(count).toBeGreaterThan(1);
    expect(requested.length).toBeGreaterThanOrEqual(count);
    expect(requested.filter((url) => !isCardRendition(url))).toEqual([]);
    // What a card draws is the 480 px rendition.
    expect(await cards.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  });

  test('the room page\'s gallery shows the full photo', async ({ page }) => {
    const requested = photoRequests(page);
    await page.goto('/room/room-id-seed-room-13');
    const main = page.getByRole('img', { name: /photo 1$/ });
    await expect(main).toBeVisible();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    expect(requested.some((url) => !isCardRendition(url))).toBe(true);
  });
});

test('"Make card photos" gives a listing from before renditions its own, and a second run changes nothing', async ({ page }) => {
  test.slow();
  // seed-room-12 is seeded as a listing from before card renditions (scripts/seed/README.md).
  await signInAs(page, DEMO_ACCOUNTS.admin);
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Make card photos' });
  const run = async () => {
    const start = panel.getByRole('button', { name: /^(Make card photos|Start over)$/ });
    await start.first().click();
    await expect(panel.getByText(/\d+ checked, \d+ given card photos\./).first()).toBeVisible({ timeout: 60_000 });
  };
  await run();
  const made = await storedCardImages('seed-room-12');
  expect(made).toHaveLength(2);
  for (const url of made ?? []) {
    expect(isCardRendition(url)).toBe(true);
    const response = await page.request.get(url);
    expect(response.headers()['content-type']).toBe('image/jpeg');
  }
  await run();
  expect(await storedCardImages('seed-room-12')).toEqual(made);
});
