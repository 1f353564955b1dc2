/** Every Firestore listener a screen opens is removed when the user navigates away (issue 10). */
import type { Page } from '@playwright/test';
import { logIn } from './support/auth';
import { expect, test } from './support/fixtures';

const listeners = (page: Page) => page.evaluate(() => (window as Window & { __activeFirestoreListeners?: () => number }).__activeFirestoreListeners?.() ?? -1);

test('listeners opened by the messages and chat screens are closed after navigating away', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await logIn(page, 'harpreet.kaur@roomshare.test', 'Demo123!');
  // Signed in on an owner tab: the header's unread count and "My Listings" (tab limit) listen.
  await expect.poll(() => listeners(page)).toBe(2);
  await page.getByRole('button', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect.poll(() => listeners(page)).toBe(2); // unread count + conversation list
  await page.getByRole('listitem').getByRole('button').first().click();
  await expect(page.getByRole('log')).toBeVisible();
  // Unread count + the conversation list (still mounted under the chat) + the chat's messages.
  await expect.poll(() => listeners(page)).toBe(3);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Airport Cabs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Only the header's unread count remains.
  await expect.poll(() => listeners(page)).toBe(1);
  expect(consoleErrors).toEqual([]);
});
