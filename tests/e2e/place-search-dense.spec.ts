/**
 * The place search where rooms are dense: 90 rooms within 2.5 km of a place far from every other
 * spec's data (written straight to the emulator, removed afterwards). Each page holds exactly the
 * next-nearest rooms, and Load More goes on outwards until every room within the radius is shown.
 */
import type { Page } from '@playwright/test';
import { distanceKm, geohashFor, type LatLng } from '../../src/lib/place/geo';
import { firestoreClient } from '../../scripts/seed/lib/firestore';
import { expect, test } from './support/fixtures';
import { PROJECT_ID, stackPaths, writeDocuments, type Write } from './support/emulators';

const CENTRE: LatLng = { lat: 57.4778, lng: -4.2247 };
const ROOMS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Room `i`'s point: spread evenly over the disc of 2.5 km around the centre. */
function pointOf(i: number): LatLng {
  const r = 2.5 * Math.sqrt((i * 0.754877666 + 0.5) % 1);
  const angle = 2 * Math.PI * ((i * 0.569840291) % 1);
  return { lat: CENTRE.lat + (r * Math.sin(angle)) / 111.32, lng: CENTRE.lng + (r * Math.cos(angle)) / (111.32 * Math.cos((CENTRE.lat * Math.PI) / 180)) };
}

const titleOf = (i: number) => `Dense room ${i} by the Ness`;
const pathOf = (i: number) => `${stackPaths.publicCollection('room_listings')}/e2e-dense-${i}`;

function roomWrites(): Write[] {
  return Array.from({ length: ROOMS }, (_, i): Write => {
    const point = pointOf(i);
    const at = new Date(Date.now() - 400 * DAY_MS);
    return [
      pathOf(i),
      {
        title: titleOf(i), description: 'A room for the dense place search test.', address: 'Inverness', postcode: 'IV1 1AA', rent: 500 + i, deposit: 500,
        roomType: 'Single', preferredTenants: 'Any', availableFrom: '', amenities: [], contactMethod: 'chat', images: [], locationKeys: ['inverness'],
        outcode: 'IV1', geo: { ...point, geohash: geohashFor(point) }, nation: 'scotland', status: 'active', ownerPremium: false,
        ownerVerified: { email: true, phone: true }, userId: 'e2e-dense-owner', userName: 'Dense Owner', createdAt: at, lastActivity: at,
      },
    ];
  });
}

const nearestTitles = (radiusKm: number) =>
  Array.from({ length: ROOMS }, (_, i) => ({ title: titleOf(i), km: distanceKm(CENTRE, pointOf(i)) }))
    .filter((room) => room.km <= radiusKm)
    .sort((a, b) => a.km - b.km)
    .map((room) => room.title);

const shownTitles = (page: Page) => page.getByRole('main').getByRole('listitem').locator('h3 a').allTextContents();

test.describe('place search in a dense area', () => {
  test.beforeAll(async () => {
    await writeDocuments(roomWrites());
  });

  test.afterAll(async () => {
    await firestoreClient(process.env.FIRESTORE_EMULATOR_HOST ?? '', PROJECT_ID).deleteAll(Array.from({ length: ROOMS }, (_, i) => pathOf(i)));
  });

  test('every page is the next-nearest rooms, and Load More goes on outwards to the last room in the radius', async ({ page }) => {
    await page.goto(`/?near=Ness%20Bridge&lat=${CENTRE.lat}&lng=${CENTRE.lng}&km=3`);
    await expect(page.getByText(/km from Ness Bridge$/).first()).toBeVisible();
    expect(await shownTitles(page)).toEqual(nearestTitles(3).slice(0, 12));

    const loadMore = page.getByRole('button', { name: 'Load More' });
    for (let shown = 12; shown < nearestTitles(3).length; shown += 12) {
      await loadMore.click();
      await expect(page.getByRole('main').getByRole('listitem').locator('h3 a')).toHaveCount(Math.min(shown + 12, nearestTitles(3).length));
    }
    expect(await shownTitles(page)).toEqual(nearestTitles(3));
    await expect(loadMore).toHaveCount(0);
  });
});
