/** Every Firestore listener a screen opens is removed when the user navigates away. */
import type { Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { expect, test } from './support/fixtures';

/**
 * A signed-in user's app-wide listeners: the header's unread count, the new-message alerts and the
 * shortlist. The header's part loads as its own chunk, so they do not all start at once: the
 * base is their known number, not a count read while they are still starting.
 */
const APP_WIDE_LISTENERS = 3;

const listeners = (page: Page) => page.evaluate(() => (window as Window & { __activeFirestoreListeners?: () => number }).__activeFirestoreListeners?.() ?? -1);

test('listeners opened by the messages and chat screens are closed after navigating away', async ({ page, consoleErrors }) => {
  await signInAs(page, { email: 'harpreet.kaur@roomshare.test', password: 'Demo123!' });
  await page.goto('/airport-cabs');
  // A page with no listener of its own.
  await expect.poll(() => listeners(page)).toBe(APP_WIDE_LISTENERS);

  await page.getByRole('link', { name: 'RoomShare UK' }).click();
  await expect.poll(() => listeners(page)).toBeGreaterThan(APP_WIDE_LISTENERS); // + "My Listings" (owner tab limit)
  await page.getByRole('button', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect.poll(() => listeners(page)).toBeGreaterThan(APP_WIDE_LISTENERS); // + conversation list (and blocks)
  const onList = await listeners(page);
  await page.getByRole('listitem').getByRole('button').first().click();
  await expect(page.getByRole('log')).toBeVisible();
  await expect.poll(() => listeners(page)).toBeGreaterThan(onList); // + the open chat's messages

  await page.getByRole('contentinfo').getByRole('link', { name: 'Airport Cabs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => listeners(page)).toBe(APP_WIDE_LISTENERS);
  expect(consoleErrors).toEqual([]);
});
