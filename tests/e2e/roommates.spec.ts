/**
 * Roommate profiles end to end: a new seeker builds their profile (with a picture),
 * an owner finds it on Browse Roommates and opens it at its slug URL, the seeker marks
 * "Room Found" and the owner then sees FOUND. Every test uses fresh seekers; the seeded owner
 * is only read.
 */
import { paths } from '../../src/config/paths';
import type { Browser, Page } from '@playwright/test';
import { buildSlug } from '../../src/config/slug';
import { expect, test, watchConsole } from './support/fixtures';
import { DEMO_ACCOUNTS, NEW_ACCOUNT, registerWithRole, signInAs } from './support/auth';
import { fillProfile, uniqueName } from './support/roommates';
import { newAccount } from './support/newAccount';

const PHONE = NEW_ACCOUNT.phone;

/** A 900 × 600 PNG drawn by the browser itself. */
async function pngBuffer(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#c2410c';
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#fde68a';
    context.fillRect(300, 150, 300, 300);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function ownerPage(browser: Browser, baseURL: string | undefined, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/London', serviceWorkers: 'block' });
  const page = await context.newPage();
  watchConsole(page, errors);
  await signInAs(page, DEMO_ACCOUNTS.owner);
  await page.goto('/');
  return page;
}


/** Searches Browse Roommates for a name, loading more pages until the card shows up. */
async function findCard(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Browse Roommates' })).toBeVisible();
  await page.getByPlaceholder('Search by bio, location...').fill(name);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  const loadMore = page.getByRole('button', { name: 'Load More' });
  await expect(page.getByRole('list', { name: 'Loading posts' })).toHaveCount(0);
  for (let pages = 0; pages < 5 && (await card.count()) === 0 && (await loadMore.isVisible()); pages++) {
    await loadMore.click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0);
  }
  await expect(card).toHaveCount(1);
  return card;
}

test.describe('roommate profiles', () => {
  test('a new seeker lands on My Profile on the first visit of the session', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await registerWithRole(page, 'I Need Room', uniqueName());
    await expect(page).toHaveURL(/[?&]tab=my-profile/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('seeker saves a profile with a picture; an owner finds it, opens it and sees it FOUND', async ({ page, browser, baseURL, consoleErrors, axe }) => {
    test.slow();
    const name = uniqueName();
    const requirements = `Quiet furnished double room near Wembley Park for ${name}`;
    // A verified phone: the profile goes live at once (without one it waits for review).
    await newAccount(page, 'I Need Room', name, { phoneVerified: true });
    await page.goto(paths.tab('my-profile'));
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

    // Prefilled from the account.
    await expect(page.getByLabel(/^Full name/)).toHaveValue(name);
    await expect(page.getByLabel(/^Contact number/)).toHaveValue(PHONE);
    await expect(page.getByRole('group', { name: 'Profile status' })).toHaveCount(0);

    // Age 16: a clear error on the age field, nothing lost.
    await fillProfile(page, { age: '16', requirements });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const age = page.getByLabel(/^Age/);
    await expect(page.getByText('Age must be a whole number between 17 and 99.')).toBeVisible();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toBeFocused();
    await expect(age).toHaveValue('16');
    await expect(page.getByLabel(/^About me/)).toHaveValue('Pharmacist from Pune, tidy, vegetarian and a keen cook.');
    await expect(page.getByLabel(/^Stay duration/)).toHaveValue('12 months');
    await expect(page.getByRole('checkbox', { name: 'Non-Smoker', exact: true })).toBeChecked();
    await expect(page.getByLabel(/^Requirements/)).toHaveValue(requirements);

    // A picture: shrunk in the browser to 500 px on its longest side.
    // No previous picture: nothing is deleted first (so no 404 request either).
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('profile_picture.jpg')) deletes.push(request.url());
    });
    await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngBuffer(page) });
    await expect(page.getByText('New profile picture uploaded successfully!').first()).toBeVisible();
    expect(deletes).toEqual([]);
    const avatar = page.getByRole('img', { name: 'Your current profile picture' });
    await expect(avatar).toHaveAttribute('src', /profile_picture\.jpg/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([500, 333]);

    // A valid save.
    await age.fill('24');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
    const status = page.getByRole('group', { name: 'Profile status' });
    await expect(status.getByRole('button', { name: 'Actively Looking' })).toHaveAttribute('aria-pressed', 'true');
    await axe();

    // The seeker's own public page: no "Message User".
    const slugPath = `/roommate/${buildSlug(requirements)}-id-`;
    await page.getByRole('link', { name: 'View your public profile' }).click();
    await expect(page).toHaveURL(new RegExp(`${slugPath}[A-Za-z0-9]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('button', { name: 'Message User' })).toHaveCount(0);
    const profileUrl = page.url();

    // An owner finds the profile on Browse Roommates and opens it at its slug URL.
    const ownerErrors: string[] = [];
    const owner = await ownerPage(browser, baseURL, ownerErrors);
    const card = await findCard(owner, name);
    await expect(card).toContainText('24 · Female');
    await expect(card).toContainText('Pharmacist at Boots');
    await expect(card).toContainText('£750 / month');
    await expect(card).toContainText('Wembley, Harrow, Kingsbury');
    await expect(card.locator('img')).toHaveAttribute('src', /profile_picture\.jpg/);
    await expect(card.getByText('FOUND', { exact: true })).toHaveCount(0);
    await card.getByRole('link', { name }).click();
    await expect(owner).toHaveURL(profileUrl);
    await owner.reload();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(name);
    // The seeded owner's unread messages (other tests write to them) come first as "(n) ".
    await expect(owner).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?${name} is looking for a room`));
    await expect(owner.getByRole('img', { name: `Profile picture of ${name}` })).toBeVisible();
    await expect(owner.getByText('Vegetarian, Non-Smoker')).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Message User' })).toBeVisible();
    await axe(owner);

    // The seeker marks "Room Found"...
    await page.goBack();
    await expect(status.getByRole('button', { name: 'Room Found' })).toBeVisible();
    await status.getByRole('button', { name: 'Room Found' }).click();
    await expect(status.getByRole('button', { name: 'Room Found' })).toHaveAttribute('aria-pressed', 'true');
    // The toggle stays disabled until the write has landed: reloading sooner can lose it.
    await expect(status.getByRole('button', { name: 'Room Found' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Room Found' })).toHaveAttribute('aria-pressed', 'true');

    // ...and the owner then sees the inactive text and the FOUND badge.
    await owner.reload();
    await expect(owner.getByText('This listing is no longer active.')).toBeVisible();
    await expect(owner.getByText('This user has already FOUND a room.')).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Message User' })).toHaveCount(0);
    await owner.goto('/?tab=browse-roommates');
    const foundCard = await findCard(owner, name);
    await expect(foundCard.getByText('FOUND', { exact: true })).toBeVisible();

    await owner.context().close();
    expect(ownerErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a guest can open a seeded roommate profile and is asked to log in to message', async ({ page, consoleErrors, axe }) => {
    await page.goto(`/roommate/${buildSlug('Looking for a furnished double room near an Elizabeth line station')}-id-${DEMO_ACCOUNTS.seeker.uid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_ACCOUNTS.seeker.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/roommate\/looking-furnished-double-room-near-elizabeth-line-station-id-seed-ananya$/);
    await axe();
    await page.getByRole('button', { name: 'Message User' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
