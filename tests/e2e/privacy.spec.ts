/**
 * The privacy notice lists what the app keeps (issue 43, item 10): the saved place in the browser
 * and on the profile, postcodes.io used by place search too, and the map tile provider behind the
 * map view of room lists.
 */
import { STORAGE_KEYS } from '../../src/config/constants';
import { PRIVACY_PATH } from '../../src/features/privacy/privacyLink';
import { expect, test } from './support/fixtures';

test('the privacy notice names the saved place, place search at postcodes.io and the tile provider of the list map', async ({ page, consoleErrors, axe }) => {
  await page.goto(PRIVACY_PATH);
  const kept = page.locator('#what-we-keep');
  await expect(kept.getByRole('row').filter({ hasText: '“my place”' })).toContainText('on your profile when you are signed in, in this browser when you are not');

  const processors = page.locator('#who-processes');
  await expect(processors.getByRole('listitem').filter({ hasText: 'postcodes.io' })).toContainText('the place you search rooms near');
  await expect(processors.getByRole('listitem').filter({ hasText: 'map tile provider' })).toContainText('when you switch a list of rooms');

  const browser = page.locator('#browser-storage');
  await expect(browser.getByRole('listitem').filter({ has: page.locator('code', { hasText: STORAGE_KEYS.myPlace }) })).toContainText('localStorage');
  expect(STORAGE_KEYS.myPlace).toBe('roomshare.myPlace');
  await axe();
  expect(consoleErrors).toEqual([]);
});
