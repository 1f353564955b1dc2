/**
 * Room listings end to end: an owner creates, manages and deletes a listing while a
 * guest in another browser context sees each step; the 4-listing limit in the UI; paging the
 * seed with Load More; the public location pages.
 */
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DEMO_ACCOUNTS, signInAs } from './support/auth';
import { expect, test, watchConsole } from './support/fixtures';
import { newAccount } from './support/newAccount';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour RGB PNG (a real image the browser can decode and compress). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, default compression/filter/interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PHOTOS = [
  { name: 'bedroom.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 90, 40]) },
  { name: 'kitchen.png', mimeType: 'image/png', buffer: solidPng(64, 48, [40, 120, 200]) },
  { name: 'lounge.png', mimeType: 'image/png', buffer: solidPng(64, 48, [60, 160, 80]) },
];

/** Letters only: slugs drop digits, and the title must stay recognisable in the URL. */
function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** A second, signed-out browser context with the project's settings and the console watched. */
async function openGuest(browser: Browser, testInfo: TestInfo): Promise<{ guest: Page; errors: string[]; close: () => Promise<void> }> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, serviceWorkers: 'block' });
  const guest = await context.newPage();
  const errors: string[] = [];
  watchConsole(guest, errors);
  return { guest, errors, close: () => context.close() };
}

function listingCard(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: title });
}

test.describe('room listings', () => {
  test('an owner creates, fills, edits and deletes a listing while a guest follows', async ({ page, browser, consoleErrors, axe }, testInfo) => {
    test.setTimeout(180_000);
    const title = `Sunny double room ${uniqueWord()} near Wanstead Park`;
    // A verified phone: the listing goes live at once (without one it waits for review).
    await newAccount(page, 'I Have Room', 'Meera Owner', { phoneVerified: true });
    await page.goto(paths.tab('create-listing'));
    await expect(page.getByRole('heading', { name: 'Create Listing', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Meera Owner');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('London, UK');
    await expect(page.getByText('PNG, JPG, GIF up to 10MB', { exact: true })).toBeVisible();
    await axe();

    // The bot check comes first: toast and inline.
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page.locator('#bot-check-error')).toHaveText('Please verify that you are not a robot.');
    await expect(page.getByTestId('toast').filter({ hasText: 'Please verify that you are not a robot.' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Quiet double room in a friendly vegetarian household, 8 minutes to Wanstead station.');
    await page.getByRole('textbox', { name: 'Area' }).fill('Wanstead');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('E11');
    await page.getByRole('spinbutton', { name: 'Rent (£ per month)' }).fill('725');
    await page.getByRole('spinbutton', { name: 'Deposit (£)' }).fill('725');
    await page.getByRole('combobox', { name: 'Room type' }).selectOption('Double');
    await page.getByLabel('Available from').fill('2020-01-01');
    await page.getByRole('checkbox', { name: 'WiFi' }).check();
    await page.getByLabel('Room photos').setInputFiles(PHOTOS);
    await expect(page.getByRole('img', { name: /^Preview of/ })).toHaveCount(3);
    await page.getByRole('checkbox', { name: "I'm not a robot (local test stand-in)" }).check();

    // Hold each upload's start briefly so the progress is observable.
    await page.route(/\/v0\/b\/[^/]+\/o\?.*name=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    // Compression runs in a web worker that loads the self-hosted library (no CDN).
    const workerLibrary = page.waitForRequest(/\/vendor\/browser-image-compression\.js$/);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await workerLibrary;
    await expect(page.getByRole('progressbar', { name: /Uploading images: \d of 3 done/ })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress for kitchen.png' })).toBeVisible();
    await expect(page.getByText('Listing created successfully!')).toBeVisible({ timeout: 30_000 });
    await page.unroute(/\/v0\/b\/[^/]+\/o\?.*name=/);
    await expect(page).toHaveURL(/\?tab=my-listings$/);

    const card = listingCard(page, title);
    await expect(card).toBeVisible();
    await expect(card.getByText('ACTIVE', { exact: true })).toBeVisible();
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await axe();
    const detailPath = (await card.getByRole('link', { name: /View/ }).getAttribute('href')) ?? '';
    expect(detailPath).toMatch(/^\/room\/sunny-double-room-[a-z]+-near-wanstead-park-id-[A-Za-z0-9]+$/);

    // A guest sees it on Browse Rooms and on its detail page.
    const { guest, errors: guestErrors, close } = await openGuest(browser, testInfo);
    try {
      await guest.goto('/');
      await expect(guest.getByRole('link', { name: title })).toBeVisible();
      await guest.goto(detailPath);
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(guest.getByText('Immediately')).toBeVisible();
      await expect(guest.getByText('£725').first()).toBeVisible();

      // Its area's location page lists it, with metadata and an ItemList of detail URLs.
      await guest.goto(paths.location('wanstead'));
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Rooms to rent in Wanstead');
      await expect(guest).toHaveTitle('Rooms to rent in Wanstead for Indians | RoomShare UK');
      await expect(guest.getByRole('link', { name: title })).toHaveAttribute('href', detailPath);
      const description = (await guest.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length).toBeLessThanOrEqual(160);
      const blocks = await guest.locator('script[type="application/ld+json"]').allTextContents();
      const itemList = blocks
        .map((text) => JSON.parse(text) as { '@type'?: string; itemListElement?: Array<{ url: string; position: number }> })
        .find((block) => block['@type'] === 'ItemList');
      expect(itemList?.itemListElement).toEqual([expect.objectContaining({ position: 1, url: new URL(detailPath, guest.url()).href })]);
      await expect(guest.locator('meta[name="robots"]')).toHaveCount(0);
      await axe(guest);
      await guest.goto(detailPath);

      // Lightbox by keyboard.
      await guest.getByRole('button', { name: 'Open photo 1 of 3' }).click();
      await expect(guest.getByRole('dialog', { name: /photo 1 of 3/ })).toBeVisible();
      await guest.keyboard.press('ArrowRight');
      await expect(guest.getByRole('dialog', { name: /photo 2 of 3/ })).toBeVisible();
      await guest.keyboard.press('Escape');
      await expect(guest.getByRole('dialog')).toBeHidden();

      // Marked as filled: the owner's card and the guest's detail page both say so.
      await card.getByRole('button', { name: /Mark as Filled/ }).click();
      await expect(card.getByText('FILLED', { exact: true })).toBeVisible();
      // Enabled again once the server has the write (the card shows the local write at once).
      await expect(card.getByRole('button', { name: /Mark as Active/ })).toBeEnabled();
      await guest.reload();
      await expect(guest.getByText('FILLED').first()).toBeVisible();
      await expect(guest.getByText('This listing is no longer active.')).toBeVisible();
      await expect(guest.getByText('The room has been marked as FILLED.')).toBeVisible();

      // Edit: remove photo 2; its file is deleted from Storage.
      await card.getByRole('button', { name: /Edit/ }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Listing' });
      await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
      const removedUrl = (await editor.getByRole('img', { name: 'Current photo 2' }).getAttribute('src')) ?? '';
      const keptUrl = (await editor.getByRole('img', { name: 'Current photo 1' }).getAttribute('src')) ?? '';
      expect(removedUrl).toMatch(/^http/);
      expect((await page.request.get(removedUrl)).status()).toBe(200);
      await editor.getByRole('button', { name: 'Remove photo 2' }).click();
      await expect(editor.getByText('Marked for removal')).toBeVisible();
      await editor.getByRole('spinbutton', { name: 'Rent (£ per month)' }).fill('700');
      await editor.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Post updated successfully!')).toBeVisible();
      await expect(editor).toBeHidden();
      await expect.poll(async () => (await page.request.get(removedUrl)).status()).toBe(404);
      await guest.reload();
      await expect(guest.getByRole('button', { name: 'Open photo 1 of 2' })).toBeVisible();
      await expect(guest.getByText('£700').first()).toBeVisible();

      // Delete after confirming: the listing and its photos are gone.
      await card.getByRole('button', { name: /Delete/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this listing?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Post deleted successfully!')).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(page.getByText('You have not posted any rooms yet.')).toBeVisible();
      await expect.poll(async () => (await page.request.get(keptUrl)).status()).toBe(404);
      await guest.reload();
      await expect(guest.getByText('Sorry, this post could not be found.')).toBeVisible();
      expect(guestErrors).toEqual([]);
    } finally {
      await close();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a premium owner at 4 listings cannot create a 5th', async ({ page, consoleErrors }) => {
    await signInAs(page, DEMO_ACCOUNTS.premiumOwner);
    await page.goto('/');
    const tab = page.getByRole('navigation', { name: 'Sections' }).getByText('Create Listing (4/4)');
    await expect(tab).toBeVisible();
    await expect(tab).toHaveAttribute('aria-disabled', 'true');
    await page.goto(paths.tab('create-listing'));
    await expect(
      page.getByText(
        'Post Limit Reached: You can have a maximum of 4 active listings at a time. Please delete an existing listing to create a new one.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Listing' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('Load More pages through the seeded rooms without duplicates or gaps', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const links = page.locator('main ul li h3 a');
    await expect(links).toHaveCount(12);
    const loadMore = page.getByRole('button', { name: 'Load More' });
    // The first cards may be the HTML's early preview: the app's own page (with Load More, 35
    // rooms being seeded) replaces them once its read is in.
    await expect(loadMore).toBeVisible();
    let pages = 1;
    while (await loadMore.isVisible()) {
      const before = await links.count();
      await loadMore.click();
      // A total that is a multiple of 12 ends with a "Load More" that finds nothing and goes away.
      await expect.poll(async () => (await links.count()) > before || !(await loadMore.isVisible())).toBe(true);
      await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0);
      if ((await links.count()) === before) break;
      pages += 1;
    }
    expect(pages).toBeGreaterThanOrEqual(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const ids = new Set(hrefs.map((href) => href.slice(href.lastIndexOf('-id-') + 4)));
    const seeded = Array.from({ length: 35 }, (_, index) => `seed-room-${String(index + 1).padStart(2, '0')}`);
    expect(seeded.filter((id) => !ids.has(id))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown or empty location still gets a friendly, noindexed page', async ({ page, consoleErrors, axe }) => {
    await page.goto(paths.location('atlantis'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rooms to rent in Atlantis');
    await expect(page.getByText('There are no rooms listed in Atlantis right now.', { exact: false })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: 'Browse all rooms' }).first()).toBeVisible();
    await axe();
    // A prerendered location page hydrates cleanly and then shows its rooms or the empty state.
    await page.goto(paths.location('ilford'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rooms to rent in Ilford');
    await expect(page.locator('main ul li h3 a').or(page.getByText('There are no rooms listed in Ilford right now.', { exact: false })).first()).toBeVisible();
    await page.goto('/rooms/not-a-location');
    await expect(page.getByText('We could not find that location.', { exact: false })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
