/**
 * "Writes made offline are not lost". The full SDK keeps its cache in IndexedDB, so a
 * message sent without a connection waits there, survives the tab being closed, and is delivered
 * by the next tab once the connection is back.
 */
import { allowConsoleErrors, expect, newUserPage, test, waitForApp, watchConsole } from './support/fixtures';
import { uniqueWord } from './support/listings';
import { newAccount } from './support/newAccount';

// Sanjay Patel (seeded owner) owns seed-room-12.
const OWNER = { email: 'sanjay.patel@roomshare.test', password: 'Demo123!', name: 'Sanjay Patel' };
// What Chromium and the Firestore SDK log while the network is cut.
const OFFLINE_NOISE = [/ERR_INTERNET_DISCONNECTED/, /Could not reach Cloud Firestore backend/, /WebChannelConnection/];

test('a message sent offline survives a closed tab and is delivered once back online', async ({ page, context, browser, consoleErrors }) => {
  allowConsoleErrors(page, ...OFFLINE_NOISE);
  const sender = `Offline Seeker ${uniqueWord()}`;
  const text = `Sent from the Tube, no signal ${Date.now()}`;
  await newAccount(page, 'I Need Room', sender);
  await page.goto('/room/room-id-seed-room-12');
  await page.getByRole('button', { name: 'Message User' }).click();
  const box = page.getByPlaceholder('Type a message...');
  await expect(box).toBeEnabled();

  await context.setOffline(true);
  await box.fill(text);
  await box.press('Enter');
  // Shown at once from the local cache, marked as waiting for the network.
  const sent = page.getByRole('log').getByRole('listitem').filter({ hasText: text });
  await expect(sent).toContainText('Sending…');
  await page.close();

  await context.setOffline(false);
  const nextTab = await context.newPage();
  const nextTabErrors: string[] = [];
  watchConsole(nextTab, nextTabErrors);
  // Still signed in: this tab's Firestore finds the waiting write in IndexedDB and sends it.
  await nextTab.goto('/');
  await waitForApp(nextTab);
  await expect(nextTab.getByRole('button', { name: /^Messages/ })).toBeVisible();

  const { page: owner, errors: ownerErrors, context: ownerContext } = await newUserPage(browser, { signedInAs: OWNER });
  await owner.getByRole('button', { name: /^Messages/ }).click();
  const row = owner.getByRole('button', { name: new RegExp(sender) });
  await expect(row).toContainText(text, { timeout: 20_000 });
  await row.click();
  await expect(owner.getByRole('log').getByText(text)).toBeVisible();

  // Signing out deletes the cache (a shared phone), now that nothing is waiting in it.
  const firestoreCaches = () => nextTab.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('firestore/')));
  expect(await firestoreCaches()).not.toEqual([]);
  await nextTab.getByRole('button', { name: /Account menu/ }).click();
  await nextTab.getByRole('button', { name: 'Logout' }).click();
  await expect(nextTab.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  await expect.poll(firestoreCaches, { timeout: 15_000 }).toEqual([]);

  expect(ownerErrors).toEqual([]);
  expect(nextTabErrors).toEqual([]);
  await ownerContext.close();
  expect(consoleErrors).toEqual([]);
});
