/**
 * Data pages start their Firestore read from the HTML (src/app/firstPaint/earlyRead.ts), before the app's
 * JavaScript has downloaded, and the app then uses that answer instead of reading again.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test, watchConsole } from './support/fixtures';
import { LOCATION_PAGE_SIZE } from '../../src/config/constants';
import { EAST_HAM_ROOM } from './support/listings';

/** Records every layout shift of the page from its first paint (read with layoutShifts). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: shifts });
  });
}

function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

// Ananya Gupta's seeded roommate profile (scripts/seed: picture, work line and requirements).
const ROOMMATE_ROUTE = '/roommate/looking-for-a-furnished-double-room-near-an-elizabeth-line-station-id-seed-ananya';
const ROOMMATE_NAME = 'Ananya Gupta';

// The latest rooms: the unfiltered Browse query (no location key).
const HOME_IS_READ = (request: Request) => request.url().includes(':runQuery') && (request.postData() ?? '').includes('"room_listings"') && !(request.postData() ?? '').includes('locationKeys');
const HOME_READY = (page: Page) => expect(page.locator('main h3').first()).toBeVisible();

const PAGES = [
  {
    name: 'room',
    route: EAST_HAM_ROOM,
    isRead: (request: Request) => request.url().includes(':batchGet') && (request.postData() ?? '').endsWith('/room_listings/seed-room-01"]}'),
    ready: (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'location',
    route: '/rooms/ilford-india-rooms-to-rent',
    isRead: (request: Request) => request.url().includes(':runQuery') && (request.postData() ?? '').includes('"room_listings"'),
    ready: (page: Page) => expect(page.locator('main h3').first()).toBeVisible(),
  },
  {
    name: 'home',
    route: '/',
    isRead: HOME_IS_READ,
    ready: HOME_READY,
  },
  // A guest's home page shows the latest rooms whatever tab a shared link names: the same early read.
  { name: 'home (/?tab=browse-roommates)', route: '/?tab=browse-roommates', isRead: HOME_IS_READ, ready: HOME_READY },
] as const;

for (const { name, route, isRead, ready } of PAGES) {
  test(`a ${name} page starts its read from the HTML, without the app's code`, async ({ context }) => {
    // A plain page: the fixture's goto would wait for the app, which never runs here.
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    const read = page.waitForRequest(isRead);
    await page.goto(route, { waitUntil: 'commit' });
    const answer = await (await read).response();
    expect(answer?.status()).toBe(200);
  });

  test(`a ${name} page reads once: the app takes the HTML's answer`, async ({ page }) => {
    const reads: Request[] = [];
    page.on('request', (request) => {
      if (isRead(request)) reads.push(request);
    });
    await page.goto(route);
    await ready(page);
    expect(reads).toHaveLength(1);
    if (name === 'room') {
      // Its main photo is preloaded as soon as the post arrives, not when the page renders.
      const photo = await page.locator('main img').first().getAttribute('src');
      expect(await page.locator(`link[rel="preload"][as="image"][href="${photo}"]`).count()).toBeGreaterThan(0);
    }
  });
}

test("a returning signed-in visitor's home page starts no guest read: their dashboard is not the latest rooms", async ({ context }) => {
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  // The hint the app keeps while someone is signed in (src/lib/sessionHint.ts).
  await page.addInitScript(() => localStorage.setItem('hasSession', 'true'));
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (HOME_IS_READ(request)) reads.push(request);
  });
  for (const url of ['/', '/?tab=my-listings']) {
    // The inline script runs as the head is parsed: a read it started would be out before the page is quiet.
    await page.goto(url, { waitUntil: 'networkidle' });
    expect(reads).toEqual([]);
    await expect(page.locator('main h3')).toHaveCount(0);
  }
});

const PREVIEWS = [
  { name: 'room', route: PAGES[0].route, heading: 'Bright double room near East Ham station, bills included' },
  { name: 'roommate', route: ROOMMATE_ROUTE, heading: ROOMMATE_NAME },
] as const;

for (const { name, route, heading } of PREVIEWS) {
  test(`a ${name} page paints its top from the HTML's read alone, and the app replaces it without a shift`, async ({ context, page }) => {
    // Without the app's code: the early read fills the shell's template (src/app/firstPaint/earlyPreview.ts).
    const bare = await context.newPage();
    await bare.route('**/assets/*.js', (blocked) => blocked.abort());
    await bare.goto(route, { waitUntil: 'commit' });
    await expect(bare.getByRole('heading', { level: 1, name: heading, includeHidden: true })).toBeAttached();
    const preview = bare.locator('main [inert]');
    await expect(preview).toBeVisible();
    await expect(preview.locator('img').first()).toHaveJSProperty('complete', true);
    await bare.close();

    // With it: the page that replaces the preview keeps the layout (no layout shift at all).
    await recordLayoutShifts(page);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main [inert]')).toHaveCount(0);
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
}

for (const { name, route } of [PAGES[1], PAGES[2]]) test(`a ${name} page draws its room cards from the HTML's read alone, and the app takes over without moving them`, async ({ context }) => {
  // The household facts are the app's alone: the drawn card keeps their row, empty, at its height.
  // Their text is left out of the comparison (hidden from innerText without moving anything).
  const cards = (page: Page, list: string) =>
    page.locator(`${list} > li`).evaluateAll((items) =>
      items.map((item) => {
        const facts = item.querySelector<HTMLElement>('[data-testid="card-facts"]');
        if (facts) facts.style.visibility = 'hidden';
        const card = { text: (item as HTMLElement).innerText, box: JSON.stringify(item.getBoundingClientRect()), facts: facts?.getBoundingClientRect().height };
        if (facts) facts.style.visibility = '';
        return card;
      }),
    );

  // Without the app's code: the early read fills the card template (src/app/firstPaint/earlyPreview.ts).
  const bare = await context.newPage();
  await bare.route('**/assets/*.js', (blocked) => blocked.abort());
  await bare.goto(route, { waitUntil: 'commit' });
  const preview = bare.locator('#room-cards-preview > ul > li');
  await expect(preview.first()).toBeVisible();
  await expect(preview.first().locator('img')).toHaveJSProperty('complete', true);
  await expect(bare.getByRole('status')).toBeHidden();
  await expect(preview.first()).toContainText('/ month');
  await bare.close();

  // With it, held back until the preview is measured: React's cards show the same text in the same place.
  const page = await context.newPage();
  const errors: string[] = [];
  watchConsole(page, errors);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (script) => {
    await held;
    await script.continue();
  });
  await recordLayoutShifts(page);
  await page.goto(route, { waitUntil: 'commit' });
  await expect(page.locator('#room-cards-preview > ul > li img').first()).toHaveJSProperty('complete', true);
  const drawn = await cards(page, '#room-cards-preview > ul');
  release();
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('#room-cards-preview')).toHaveCount(0);
  expect(await cards(page, 'main section > ul')).toEqual(drawn);
  const shifts = await layoutShifts(page);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  // Hydration kept the drawn cards' place without a mismatch.
  expect(errors).toEqual([]);
});

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`at ${width} px a location page whose rooms arrive late moves nothing: its loading state keeps the footer out of view`, async ({ context }) => {
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await recordLayoutShifts(page);
    // The early read is held until the loading state has painted, as on a slow connection.
    let release = () => {};
    const painted = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.href.includes(':runQuery'),
      async (read) => {
        await painted;
        await read.continue();
      },
    );
    await page.goto(PAGES[1].route, { waitUntil: 'commit' });
    await expect(page.getByRole('region', { name: 'Latest rooms in Ilford' }).getByRole('status')).toBeVisible();
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    release();
    await expect(page.getByRole('region', { name: 'Typical rents in Ilford' })).toBeVisible();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('main section > ul > li').first()).toBeVisible();
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
}

for (const held of [true, false]) {
  test(`on a 1280×2400 screen a location page moves nothing${held ? ' when its rooms arrive late' : ''}: the rooms' loading state is as tall as their cards`, async ({ context }) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 2400 });
    await recordLayoutShifts(page);
    // Held: the early read waits until the loading state has painted, as on a slow connection.
    let release = () => {};
    const painted = new Promise<void>((resolve) => (release = resolve));
    if (held) {
      await page.route(
        (url) => url.href.includes(':runQuery'),
        async (read) => {
          await painted;
          await read.continue();
        },
      );
    }
    // A location with at least a full page of rooms (LOCATION_PAGE_SIZE) in the demo data.
    await page.goto('/rooms/london-india-rooms-to-rent', { waitUntil: 'commit' });
    // The whole page is on this screen: the typical rents and the footer are there from the first paint.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeInViewport();
    const footerTop = async () => (await footer.boundingBox())?.y ?? Number.NaN;
    const before = await footerTop();
    release();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('main section > ul > li')).toHaveCount(LOCATION_PAGE_SIZE);
    await expect(page.getByRole('region', { name: 'Typical rents in London' })).toBeVisible();
    // Within a pixel: a premium card's wider border makes its row half a pixel taller.
    expect(Math.abs((await footerTop()) - before)).toBeLessThan(1);
    const shifts = await layoutShifts(page);
    expect(shifts).toEqual([]);
  });
}
