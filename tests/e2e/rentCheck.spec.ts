/**
 * Seekers' Rent check: read after the page has settled, in space reserved for it, and
 * computed from the listings stored (at least the seeded ones).
 */
import { RENT_CHECK } from '../../src/features/listings/rentCheck/messages';
import { formatGBP } from '../../src/lib/format';
import { LISTINGS } from '../../scripts/seed/data/listings';
import { expect, test } from './support/fixtures';
import { EAST_HAM_ROOM } from './support/listings';

test('a room page shows the rent check against the active Doubles of London without moving the page', async ({ page, consoleErrors }) => {
  const room = LISTINGS.find((listing) => listing.id === 'seed-room-01');
  if (!room) throw new Error('seed-room-01 is not seeded');
  // East Ham has no other Double, so the check falls back to the city. Tests running meanwhile may
  // add London Doubles, so the seeded ones are the minimum count, and the sentence must agree with itself.
  const seededOthers = LISTINGS.filter((l) => l.id !== room.id && l.status === 'active' && l.roomType === room.roomType && l.postcode === room.postcode);

  await page.goto(EAST_HAM_ROOM);
  const check = page.getByTestId('rent-check');
  await expect(check).toHaveText(RENT_CHECK.loading);
  // What follows the check keeps its distance from it (other parts of the page, e.g. the premium
  // badge above, may arrive meanwhile and move both together).
  const about = page.getByRole('heading', { name: 'About this room' });
  const gap = async () => ((await about.boundingBox())?.y ?? Number.NaN) - ((await check.boundingBox())?.y ?? Number.NaN);
  const gapBefore = await gap();
  const heightBefore = (await check.boundingBox())?.height;
  const pattern = /^£750 is (\d+)% (above|below) the typical Double in London: £([\d,]+) across (\d+) listings$/;
  await expect(check).toHaveText(pattern, { timeout: 20_000 });
  const [, percent, direction, typical, count] = pattern.exec((await check.textContent()) ?? '') ?? [];
  const median = Number(typical?.replace(',', ''));
  expect(Number(count)).toBeGreaterThanOrEqual(seededOthers.length);
  expect(direction).toBe(room.rent > median ? 'above' : 'below');
  const sentence = (direction === 'above' ? RENT_CHECK.above : RENT_CHECK.below)(formatGBP(room.rent), Number(percent), room.roomType, 'London', formatGBP(median), Number(count));
  expect(Number(percent)).toBe(Math.abs(100 - Math.round((room.rent / median) * 100)));
  await expect(check).toHaveText(sentence);
  expect(await gap()).toBe(gapBefore);
  expect((await check.boundingBox())?.height).toBe(heightBefore);
  expect(consoleErrors).toEqual([]);
});

test('the rent check keeps no empty line under its sentence: one line beside the contact column, centred in its box on a phone', async ({ page, consoleErrors }) => {
  /** The gaps above and below the sentence's lines inside the box. */
  const gaps = () =>
    page.getByTestId('rent-check').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { above: text.top - box.top, below: box.bottom - text.bottom, lineHeight: parseFloat(getComputedStyle(element).lineHeight) };
    });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(EAST_HAM_ROOM);
  const check = page.getByTestId('rent-check');
  await expect(check).toHaveText(/typical Double in London/, { timeout: 20_000 });
  // The box is the sentence's one line (its glyphs sit a pixel or two inside the line's height).
  const wide = await gaps();
  expect(wide.below).toBeLessThan(wide.lineHeight / 4);
  expect(Math.abs(wide.above - wide.below)).toBeLessThanOrEqual(2);

  await page.setViewportSize({ width: 360, height: 800 });
  const narrow = await gaps();
  expect(Math.abs(narrow.above - narrow.below)).toBeLessThanOrEqual(2);
  expect(narrow.below).toBeLessThan(narrow.lineHeight);
  expect(consoleErrors).toEqual([]);
});

test('a location page without enough listings of any room type says so in one line', async ({ page, consoleErrors }) => {
  await page.goto('/rooms/ilford-india-rooms-to-rent');
  const section = page.getByRole('region', { name: 'Typical rents in Ilford' });
  await expect(section).toBeVisible();
  // Ilford has fewer than 5 listings of any one type in the seed: one line, not five empty rows.
  await expect(section.getByText(RENT_CHECK.typicalRentsNone('Ilford'))).toBeVisible({ timeout: 20_000 });
  await expect(section.getByText(RENT_CHECK.notEnough)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
