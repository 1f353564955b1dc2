/**
 * The newcomer's path on `npm run dev` (React development mode: StrictMode runs every effect
 * twice), which the production-build suite in tests/e2e cannot see.
 */
import { LISTINGS } from '../../scripts/seed/data/listings';
import { ONBOARDING } from '../../src/config/accountMessages';
import { paths } from '../../src/config/paths';
import { ADMIN_LABELS } from '../../src/features/admin/messages';
import { JOURNEY_MESSAGES } from '../../src/features/journey/messages';
import { PLACE_MESSAGES } from '../../src/features/place/messages';
import { VIEWING_MESSAGES } from '../../src/features/viewings/messages';
import { deleteFromAccountPage, expectErased } from '../e2e/support/account';
import { DEMO_ACCOUNTS, logIn, registerWithRole, signInAs } from '../e2e/support/auth';
import { newAccount, passFirstVisitLanding } from '../e2e/support/newAccount';
import { expect, test } from '../e2e/support/fixtures';
import { EAST_HAM_ROOM } from '../e2e/support/listings';

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

test('an admin recounts the totals, finds a user by the start of the email, narrows it to Last Week, and syncs the profiles', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto('/?tab=admin');
  // The seed's totals are kept counters (effects run twice here: one load, one recount).
  await expect(page.getByText(ADMIN_LABELS.totalsKept)).toBeVisible();
  await page.getByRole('button', { name: 'Recount totals' }).click();
  await expect(page.getByRole('status').filter({ hasText: ADMIN_LABELS.recounted })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'User Management', exact: true }).click();
  const users = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  const search = page.getByLabel('Search by name or email');

  // The newbie joined minutes ago (scripts/seed/data/users.ts), the admin 40 days ago.
  await search.fill('newbie@');
  await expect(users).toHaveCount(1);
  await expect(users.first()).toContainText(DEMO_ACCOUNTS.newbie.name);
  // Said to screen readers once the search has answered.
  await expect(page.getByText(ADMIN_LABELS.usersFound(1), { exact: true })).toBeAttached();
  await page.getByRole('button', { name: 'Last Week', exact: true }).click();
  await expect(users).toHaveCount(1);
  await search.fill('admin@roomshare');
  await expect(page.getByText(ADMIN_LABELS.usersEmpty)).toBeVisible();

  await page.getByRole('button', { name: 'Sync profiles' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Synced \d+ profiles!$/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a location page shows its newest rooms', async ({ page, consoleErrors }) => {
  await page.goto('/rooms/ilford-india-rooms-to-rent');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a guest on the home page gets place suggestions, and opens the filters over the cards and closes them with Escape', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const placeBox = page.getByRole('combobox');
  await placeBox.fill('UCL');
  await expect(page.getByRole('option', { name: /UCL/ }).first()).toBeVisible();
  await placeBox.press('Escape');
  const toggle = page.getByRole('button', { name: /^☰?\s*Filters/ });
  await toggle.click();
  const form = page.getByRole('form', { name: 'Filters' });
  await expect(form).toBeVisible();
  const firstCard = page.getByRole('main').getByRole('heading', { level: 3 }).first();
  const before = await firstCard.boundingBox();
  await form.getByLabel('Area or city').press('Escape');
  await expect(form).toBeHidden();
  await expect(toggle).toBeFocused();
  // Opening and closing moved no card: the form lay over them.
  expect(await firstCard.boundingBox()).toEqual(before);
  expect(consoleErrors).toEqual([]);
});

test('on a phone the contact bar publishes its height, and the page ends above it', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(ROOM_URL);
  const bar = page.locator('[data-sticky-contact]');
  await expect(bar.getByRole('button', { name: 'Message User' })).toBeInViewport();
  // StrictMode mounts the bar's effect twice: the height must still be set, and be the bar's.
  await expect.poll(async () => page.evaluate(() => document.body.style.getPropertyValue('--bottom-bar'))).not.toBe('');
  const [published, height] = await Promise.all([
    page.evaluate(() => parseFloat(document.body.style.getPropertyValue('--bottom-bar'))),
    bar.evaluate((element) => element.getBoundingClientRect().height),
  ]);
  expect(Math.abs(published - height)).toBeLessThan(1);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in seeker searches by place from Browse Rooms, opens the map, saves "UCL" typed on a room page, and Browse then measures from it', async ({ page, consoleErrors }) => {
  await newAccount(page, 'I Need Room', 'Smoke Place Seeker');
  await passFirstVisitLanding(page);
  await page.goto('/?tab=browse-rooms&near=UCL&lat=51.5246&lng=-0.134&km=10');
  await expect(page.getByRole('main').getByText(/km from UCL/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByTestId('map-room-list').getByRole('listitem').first()).toBeVisible();

  await page.goto(EAST_HAM_ROOM);
  const journey = page.getByRole('region', { name: JOURNEY_MESSAGES.heading });
  // Typed and sent as the home page's place search takes it: "UCL" names one university.
  await journey.getByLabel(JOURNEY_MESSAGES.inputLabel).fill('UCL');
  await journey.getByLabel(JOURNEY_MESSAGES.inputLabel).press('Enter');
  await expect(journey.getByText(/ km from UCL, Bloomsbury$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: JOURNEY_MESSAGES.heading }).getByText(/ km from UCL, Bloomsbury$/)).toBeVisible();

  // Browse Rooms then uses it: cards say how far they are, the place search starts from it.
  await page.goto('/?tab=browse-rooms');
  await expect(page.getByRole('combobox', { name: PLACE_MESSAGES.searchLabel })).toHaveValue('UCL, Bloomsbury');
  await expect(page.getByRole('main').getByText(/^[\d.,]+ km from UCL, Bloomsbury$/).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an owner edits a listing: a deposit above the cap is stopped in the form, a lawful edit saves (one batch with the registry recheck)', async ({ page, consoleErrors }) => {
  await signInAs(page, DEMO_ACCOUNTS.premiumOwner);
  await page.goto('/?tab=my-listings');
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  const editor = page.getByRole('dialog', { name: 'Edit Listing' });
  const rent = Number(await editor.getByRole('spinbutton', { name: 'Rent (£ per month)' }).inputValue());
  const deposit = editor.getByRole('spinbutton', { name: /^Deposit/ });
  // Seven weeks' rent is above the 5-week cap in England: the form says so and keeps the editor open.
  await deposit.fill(String(Math.ceil((rent * 12 * 7) / 52)));
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor.getByText(/Tenant Fees Act 2019/).first()).toBeVisible();
  await expect(editor).toBeVisible();
  await deposit.fill(String(rent));
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Post updated successfully!')).toBeVisible();
  await expect(editor).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('a new seeker deletes their account, and nothing of it is left', async ({ page, consoleErrors }) => {
  const { uid, email, password } = await newAccount(page, 'I Need Room', 'Leaving Smoke Seeker');
  await deleteFromAccountPage(page, password);
  await expectErased(email, uid);
  expect(consoleErrors).toEqual([]);
});

test('Ananya sees her booked viewing with the shared address, cancels it from Upcoming viewings, reads a room\'s household fit, and ranks and filters rooms by it', async ({ page, consoleErrors }) => {
  // The seed's viewings (scripts/seed/data/viewings.ts): Priya shares this address on Ananya's booking.
  const address = '27 Cranbrook Road, Ilford IG1 4PU';
  const viewingRoom = LISTINGS.find((listing) => listing.id === 'seed-room-02');
  const mixedKitchen = LISTINGS.find((listing) => listing.id === 'seed-room-34');
  if (!viewingRoom || !mixedKitchen) throw new Error('the seed has Priya’s Ilford room and the Ilford mixed kitchen');
  await signInAs(page, DEMO_ACCOUNTS.seeker);

  await page.goto(paths.room(viewingRoom.title, viewingRoom.id));
  await expect(page.getByRole('heading', { name: VIEWING_MESSAGES.yourViewing })).toBeVisible();
  await expect(page.getByTestId('viewing-address')).toHaveText(address);

  await page.goto(paths.viewings());
  await expect(page.getByTestId('viewing-address')).toHaveText(address);
  // The room's title is read once for the page (useReadOnceEach; effects run twice here).
  await expect(page.getByRole('link', { name: viewingRoom.title }).first()).toHaveAttribute('href', paths.room(viewingRoom.title, viewingRoom.id));
  await page.getByRole('button', { name: VIEWING_MESSAGES.cancel }).click();
  await expect(page.getByText(VIEWING_MESSAGES.noneAsSeeker)).toBeVisible();

  await page.goto(paths.room(mixedKitchen.title, mixedKitchen.id));
  await expect(page.getByTestId('fit-reasons').getByRole('listitem').first()).toHaveText(/Does not meet: Mixed kitchen/);

  // Around Wembley, "Best fit first" leads with the Jain-friendly home; "Only rooms that meet my
  // musts" drops the Harrow room, which does not state its kitchen.
  const wembley = LISTINGS.find((listing) => listing.id === 'seed-room-05');
  const harrow = LISTINGS.find((listing) => listing.id === 'seed-room-06');
  if (!wembley || !harrow) throw new Error('the seed has the Wembley and Harrow rooms');
  const nearWembley = '/?near=Wembley&lat=51.558&lng=-0.29&km=5&sort=fit';
  const titles = page.locator('main li h3 a');
  await page.goto(nearWembley);
  await expect(titles.first()).toHaveText(wembley.title);
  await expect(page.getByRole('link', { name: harrow.title, exact: true })).toBeVisible();
  await page.goto(`${nearWembley}&musts=1`);
  await expect(titles.first()).toHaveText(wembley.title);
  await expect(page.getByRole('link', { name: harrow.title, exact: true })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
