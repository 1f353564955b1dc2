/**
 * The newcomer's path on `npm run dev` (React development mode: StrictMode runs every effect
 * twice), which the production-build suite in tests/e2e cannot see.
 */
import { ONBOARDING } from '../../src/config/messages';
import { registerWithRole } from '../e2e/support/auth';
import { expect, test } from '../e2e/support/fixtures';

// Seeded listing of Sanjay Patel (scripts/seed), whom a new seeker can message.
const ROOM_URL = '/room/room-id-seed-room-12';
const OWNER_NAME = 'Sanjay Patel';

test('a new owner lands on Create Listing with the onboarding hint', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await registerWithRole(page, 'I Have Room', 'Smoke Owner');
  await expect(page).toHaveURL(/tab=create-listing/);
  await expect(page.getByRole('status').filter({ hasText: ONBOARDING.owner })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a new seeker lands on My Profile, opens a room page and sends one message', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await registerWithRole(page, 'I Need Room', 'Smoke Seeker');
  await expect(page).toHaveURL(/tab=my-profile/);
  await expect(page.getByRole('status').filter({ hasText: ONBOARDING.seeker })).toBeVisible();

  await page.goto(ROOM_URL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Message User' }).click();
  await expect(page.getByRole('heading', { name: OWNER_NAME })).toBeVisible();
  const text = `Hello from the dev smoke run ${Date.now()}`;
  const box = page.getByPlaceholder('Type a message...');
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');

  // Reopened from Messages, the conversation exists: its messages load beside the open's refresh
  // write (which StrictMode runs twice), and nothing fails.
  await page.goto('/?tab=messages');
  await page.getByRole('button', { name: new RegExp(`^${OWNER_NAME}`) }).click();
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  await expect(box).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});
