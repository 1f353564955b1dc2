/**
 * Seekers' Rent check (issue 18): read after the page has settled, in space reserved for it, and
 * computed from the seeded listings (the expected sentence is derived from the seed data here).
 */
import { RENT_CHECK } from '../../src/config/messages';
import { formatGBP } from '../../src/lib/format';
import { compareRent } from '../../src/lib/screening/rentComparison';
import { LISTINGS } from '../../scripts/seed/data/listings.mjs';
import { expect, test } from './support/fixtures';

test('a room page shows the rent check against the active Doubles of London without moving the page', async ({ page, consoleErrors }) => {
  const room = LISTINGS.find((listing) => listing.id === 'seed-room-01');
  if (!room) throw new Error('seed-room-01 is not seeded');
  // East Ham has no other Double, so the check falls back to the city.
  const others = LISTINGS.filter((l) => l.id !== room.id && l.status === 'active' && l.roomType === room.roomType && l.postcode === room.postcode);
  const comparison = compareRent(room.rent, others.map((l) => l.rent));
  if (comparison.kind !== 'compared' || comparison.direction === 'typical') throw new Error('the seed no longer gives seed-room-01 a comparison');
  const sentence = (comparison.direction === 'above' ? RENT_CHECK.above : RENT_CHECK.below)(
    formatGBP(room.rent),
    comparison.percentDifference,
    room.roomType,
    'London',
    formatGBP(comparison.median),
    comparison.count,
  );

  await page.goto('/room/bright-double-room-near-east-ham-station-bills-included-id-seed-room-01');
  const check = page.getByTestId('rent-check');
  await expect(check).toHaveText(RENT_CHECK.loading);
  // What follows the check keeps its distance from it (other parts of the page, e.g. the premium
  // badge above, may arrive meanwhile and move both together).
  const about = page.getByRole('heading', { name: 'About this room' });
  const gap = async () => ((await about.boundingBox())?.y ?? Number.NaN) - ((await check.boundingBox())?.y ?? Number.NaN);
  const gapBefore = await gap();
  const heightBefore = (await check.boundingBox())?.height;
  await expect(check).toHaveText(sentence, { timeout: 20_000 });
  expect(await gap()).toBe(gapBefore);
  expect((await check.boundingBox())?.height).toBe(heightBefore);
  expect(consoleErrors).toEqual([]);
});

test('a location page lists the typical rent per room type', async ({ page, consoleErrors }) => {
  await page.goto('/rooms/ilford-india-rooms-to-rent');
  const section = page.getByRole('region', { name: 'Typical rents in Ilford' });
  await expect(section).toBeVisible();
  // Ilford has fewer than 5 listings of any one type in the seed.
  await expect(section.getByText(RENT_CHECK.notEnough)).toHaveCount(5, { timeout: 20_000 });
  expect(consoleErrors).toEqual([]);
});
