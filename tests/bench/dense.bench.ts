/**
 * The dense distance-search scenario, run by `npm run bench:scale -- --dense [200,2000,20000]`
 * (scripts/bench/scale.ts): London at growing densities (rooms spread evenly within 15 km of
 * Charing Cross, each size adding to the last), three places, two radii. Each search's first two
 * pages in the real build are compared with the true nearest rooms of all of them, and their
 * queries and reads recorded. Adds its run to reports/scale-runs.json and rewrites reports/scale.md.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../e2e/support/fixtures';
import { timeBare } from './bareQueries';
import { allLocatedRooms, bareNearestPage, trueNearest } from './nearbyBare';
import { machine, saveRun, type DenseCase, type DensePage } from './report';
import { benchClient, denseListingWrites, DENSE_RADIUS_KM, PENDING_EVERY, type Write } from './syntheticData';

const SIZES = (process.env.BENCH_DENSE ?? '200,2000,20000').split(',').map(Number);
const PLACES = [
  { label: 'UCL', lat: 51.5246, lng: -0.134 },
  { label: 'Stratford', lat: 51.5416, lng: -0.0033 },
  { label: 'Wembley', lat: 51.5588, lng: -0.2817 },
];
const RADII_KM = [3, 10];
const PAGES = 2;
/** Owners of the dense rooms (their names show on cards; no profiles are needed). */
const OWNERS = 500;
const PAGE_TIMEOUT = 10 * 60_000;

const cases: DenseCase[] = [];
let loadSeconds = 0;

async function write(writes: Write[]): Promise<void> {
  const client = await benchClient();
  for (let i = 0; i < writes.length; i += 4000) await client.setAll(writes.slice(i, i + 4000));
}

/** The geohash cell queries a page sends, and the documents each was billed (an empty answer as 1). */
function watchCellQueries(page: Page): () => Promise<{ queries: number; reads: number }> {
  let answers: Promise<number>[] = [];
  const onRequest = (request: Request) => {
    if (!request.url().includes(':runQuery') || !request.postData()?.includes('"geo.geohash"')) return;
    answers.push(
      request
        .response()
        .then((response) => response?.json() as Promise<{ document?: unknown }[]> | undefined)
        .then((entries) => Math.max(1, (entries ?? []).filter((entry) => entry.document).length)),
    );
  };
  page.on('request', onRequest);
  return async () => {
    const billed = await Promise.all(answers);
    answers = [];
    return { queries: billed.length, reads: billed.reduce((sum, n) => sum + n, 0) };
  };
}

const shownIds = async (page: Page) =>
  (await page.getByRole('main').getByRole('listitem').locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) => href.slice(href.lastIndexOf('-id-') + 4));

/** One search: its first PAGES pages against the truth. */
async function search(page: Page, place: (typeof PLACES)[number], radiusKm: number, truth: string[], taken: () => Promise<{ queries: number; reads: number }>): Promise<DensePage[]> {
  const pages: DensePage[] = [];
  const cards = page.getByRole('main').getByRole('listitem').locator('h3 a');
  const settled = page.getByText(`km from ${place.label}`).first().or(page.getByText('No posts found.'));
  await taken();
  let started = performance.now();
  await page.goto(`/?near=${place.label}&lat=${place.lat}&lng=${place.lng}&km=${radiusKm}`);
  await expect(settled).toBeVisible({ timeout: PAGE_TIMEOUT });
  for (let p = 0; p < PAGES; p += 1) {
    const ms = performance.now() - started;
    const ids = await shownIds(page);
    const before = pages.reduce((sum, one) => sum + one.shown, 0);
    pages.push({ exact: ids.join() === truth.slice(0, ids.length).join() && ids.length === Math.min(truth.length, before + 12), shown: ids.length - before, ...(await taken()), ms });
    const more = page.getByRole('button', { name: 'Load More' });
    if (p + 1 === PAGES || !(await more.isVisible())) break;
    started = performance.now();
    await more.click();
    await expect.poll(async () => (await cards.count()) > ids.length || !(await more.isVisible()), { timeout: PAGE_TIMEOUT }).toBe(true);
    await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0, { timeout: PAGE_TIMEOUT });
  }
  return pages;
}

test('dense London: the first pages of a distance search are exactly the nearest rooms', async ({ page }) => {
  test.setTimeout(4 * 60 * 60_000);
  const taken = watchCellQueries(page);
  let written = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await write(denseListingWrites(written, size, OWNERS));
    loadSeconds += (performance.now() - started) / 1000;
    written = size;
    const rooms = await allLocatedRooms();
    for (const place of PLACES) {
      for (const radiusKm of RADII_KM) {
        const truth = trueNearest(rooms, place, radiusKm);
        const pages = await search(page, place, radiusKm, truth, taken);
        const { bareMs } = await timeBare(() => bareNearestPage(place, radiusKm));
        cases.push({ rooms: size, place: place.label, radiusKm, inRadius: truth.length, pages, bareMs });
      }
    }
  }
  expect(cases.flatMap((one) => one.pages).every((one) => one.exact)).toBe(true);
});

// Written even when a step failed, with the searches measured so far.
test.afterAll(async () => {
  await saveRun({
    at: new Date().toISOString(),
    command: `npm run bench:scale -- --dense ${SIZES.join(',')}`,
    data: `${SIZES.map((size) => size.toLocaleString('en-GB')).join(', ')} room listings spread evenly within ${DENSE_RADIUS_KM} km of Charing Cross (each size adds to the last; 1 in ${PENDING_EVERY} pending, which a search never shows), plus the demo seed`,
    loadSeconds,
    machine: machine(),
    cases,
  });
});
