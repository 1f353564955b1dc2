/**
 * The user's data rights (UK GDPR articles 15, 17 and 20), through the real account page:
 * the download holds what the user wrote, and a deletion removes the account, its posts and its
 * sign-in while the other side keeps the conversation from "Deleted user".
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { userById } from '../../scripts/seed/data/users';
import { DELETED_USER_NAME } from '../../src/config/constants';
import { MESSAGES } from '../../src/config/messages';
import type { MyDataExport } from '../../src/data/account/myData';
import { ACCOUNT_TEXT } from '../../src/features/account/messages';
import { register } from './support/auth';
import { allowConsoleErrors, expect, newUserPage, test } from './support/fixtures';
import { createListing, uniqueWord } from './support/listings';
import { newAccount } from './support/newAccount';

// Arjun Reddy (a seeded owner no other spec messages: chat.spec counts Sanjay's unread) owns seed-room-20.
const OWNER = userById('seed-arjun');
const OWNERS_ROOM = '/room/room-id-seed-room-20';

/** Sends one message to the seeded owner from his room page; returns its text. */
async function messageOwner(page: Page, text: string): Promise<void> {
  await page.goto(OWNERS_ROOM);
  await page.getByRole('button', { name: 'Message User' }).click();
  const box = page.getByPlaceholder('Type a message...');
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
}

test.describe('data rights', () => {
  test('"Download my data" gives one JSON file holding the user\'s listings and the messages they sent', async ({ page, consoleErrors, axe }) => {
    test.setTimeout(120_000);
    await newAccount(page, 'I Have Room', 'Download Owner');
    const title = `Download check ${uniqueWord()} room`;
    await createListing(page, { title, waitsForReview: true });
    const text = `Is the room free in June? ${uniqueWord()}`;
    await messageOwner(page, text);

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.title, level: 1 })).toBeVisible();
    await axe();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: ACCOUNT_TEXT.downloadButton }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^roomshare-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as MyDataExport;
    expect(data.format).toBe('roomshare-uk/my-data');
    expect(JSON.stringify(data.listings)).toContain(title);
    expect(JSON.stringify(data.messagesSent)).toContain(text);
    expect(data.truncated).toBe(false);
    await expect(page.getByRole('region', { name: ACCOUNT_TEXT.downloadHeading }).getByRole('status')).toHaveText(ACCOUNT_TEXT.downloaded);
    expect(consoleErrors).toEqual([]);
  });

  test('"Delete my account": the posts go for guests, the other side reads "Deleted user", and the email can register again', async ({ page, browser, consoleErrors }) => {
    test.setTimeout(180_000);
    // A verified phone makes the listing live at once, so "gone for guests" means something.
    const { email, password } = await newAccount(page, 'I Have Room', 'Leaving Owner', { phoneVerified: true });
    const title = `Deletion check ${uniqueWord()} room`;
    const listingPath = await createListing(page, { title });
    const text = `Hello from someone about to leave ${uniqueWord()}`;
    await messageOwner(page, text);

    const { page: guest, errors: guestErrors, context: guestContext } = await newUserPage(browser, { url: listingPath });
    await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await page.goto('/account');
    await page.getByRole('button', { name: ACCOUNT_TEXT.deleteStart }).click();
    // A wrong password deletes nothing and says so (Auth answers 400, which the browser logs).
    allowConsoleErrors(page, /status of 400 .*accounts:signInWithPassword/);
    await page.getByLabel(ACCOUNT_TEXT.passwordLabel).fill('not-the-password');
    await page.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }).click();
    await expect(page.getByText(ACCOUNT_TEXT.wrongPassword)).toBeVisible();
    await page.getByLabel(ACCOUNT_TEXT.passwordLabel).fill(password);
    await page.getByRole('button', { name: ACCOUNT_TEXT.deleteConfirm }).click();
    await expect(page.getByText(ACCOUNT_TEXT.deleted)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();

    await guest.goto(listingPath);
    await expect(guest.getByText(MESSAGES.postNotFound)).toBeVisible();
    expect(guestErrors).toEqual([]);
    await guestContext.close();

    const { page: owner, errors: ownerErrors, context: ownerContext } = await newUserPage(browser, { signedInAs: OWNER });
    await owner.getByRole('button', { name: /^Messages/ }).click();
    const row = owner.getByRole('button', { name: new RegExp(DELETED_USER_NAME) }).filter({ hasText: text });
    await row.click();
    await expect(owner.getByRole('log').getByText(text)).toBeVisible();
    expect(ownerErrors).toEqual([]);
    await ownerContext.close();

    // The same address is free again.
    await register(page, { name: 'Returning Owner', email, password });
    await expect(page.getByRole('dialog', { name: 'Select Your Profile' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
