import { expect, test } from './support/fixtures';

test.describe('app shell', () => {
  test('home shows seeded room cards with images to a guest', async ({ page, consoleErrors, axe }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/RoomShare UK/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your home away from home');
    const cards = page.locator('main ul li').filter({ has: page.locator('h3') });
    await expect(cards).toHaveCount(12);
    // The first photo on the page (other tests' newest rooms have none): loaded, not broken.
    const photo = cards.locator('img').first();
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    await axe();
    expect(consoleErrors).toEqual([]);
  });

  test('a room detail URL of the spec form renders the listing from Firestore', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const firstCard = page.locator('main h3 a').first();
    const title = (await firstCard.textContent()) ?? '';
    await firstCard.click();
    await expect(page).toHaveURL(/\/room\/[a-z-]+-id-[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(consoleErrors).toEqual([]);
  });

  test('malformed and unknown post URLs show the spec messages', async ({ page, consoleErrors }) => {
    await page.goto('/room/bright-double-room-ilford');
    await expect(page.getByText('Invalid post URL format.')).toBeVisible();
    await page.goto('/room/nice-room-id-doesNotExist123');
    await expect(page.getByText('Sorry, this post could not be found.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('unknown routes get the 404 page', async ({ page, consoleErrors }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('dark mode persists across reloads', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('isDarkMode'))).toBe('true');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(consoleErrors).toEqual([]);
  });

});

test('@mobile the layout fits a 360 px wide phone', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.locator('main h3').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});
