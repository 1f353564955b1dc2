/**
 * Read receipts, activity and the unread title: seeded accounts only. Vikram (seeker)
 * messages Deepak Nair (an owner no other spec messages) about seed-room-28.
 */
import { ACTIVITY } from '../../src/features/activity/messages';
import { CHAT_PRESENCE } from '../../src/features/chat/messages';
import { userById } from '../../scripts/seed/data/users';
import { DEMO_ACCOUNTS, signInAs } from './support/auth';
import { expect, newUserPage, test } from './support/fixtures';

const SEEKER = DEMO_ACCOUNTS.seeker2;
const OWNER = userById('seed-deepak');

test('the owner sees "(1)" in the title; once they open the chat the seeker sees "Seen"', async ({ page, browser, consoleErrors, axe }) => {
  test.setTimeout(90_000);
  const text = `Is the room near the station? ${Date.now()}`;
  await signInAs(page, SEEKER);
  await page.goto('/room/room-id-seed-room-28');
  await page.getByRole('button', { name: 'Message User' }).click();
  await expect(page.getByRole('heading', { name: OWNER.name })).toBeVisible();
  await page.getByPlaceholder('Type a message...').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log');
  await expect(log.getByText(text)).toBeVisible();
  await expect(log.getByText(CHAT_PRESENCE.seen, { exact: true })).toHaveCount(0);

  const { page: owner, errors: ownerErrors, context: ownerContext } = await newUserPage(browser, { signedInAs: OWNER });
  // Unread, before reading: the count leads whatever page title is shown.
  await expect(owner).toHaveTitle(/^\(1\) .*RoomShare UK/);
  await owner.getByRole('button', { name: /^Messages/ }).click();
  await axe(owner);
  await owner.getByRole('button', { name: new RegExp(SEEKER.name) }).click();
  await expect(owner.getByRole('log').getByText(text)).toBeVisible();
  // The seeker used the app today: the chat header says so.
  await expect(owner.getByText(ACTIVITY.activeToday, { exact: true })).toBeVisible();
  await expect(owner).not.toHaveTitle(/^\(\d+\)/);

  await expect(log.getByText(CHAT_PRESENCE.seen, { exact: true })).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: text })).toContainText(CHAT_PRESENCE.seen);
  await axe();

  expect(ownerErrors).toEqual([]);
  await ownerContext.close();
  expect(consoleErrors).toEqual([]);
});
