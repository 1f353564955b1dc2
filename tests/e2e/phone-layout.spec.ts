/**
 * Every route at 360 px (the narrowest phone we design for), signed out and signed in, in the
 * light and the dark theme: the page must never scroll sideways. The route list comes from
 * src/config/paths.ts, which the router uses: a new guide page or tab is visited automatically,
 * and a new page pattern fails to compile here until it is given an example URL.
 */
import type { Page } from '@playwright/test';
import { APP_TABS, GUIDE_ROUTES, paths, type AppTab, type PagePattern } from '../../src/config/paths';
import { buildSlug } from '../../src/lib/slug';
import { DEMO_ACCOUNTS, logIn } from './support/auth';
import { expect, test } from './support/fixtures';

const EXAMPLE_URLS: Record<PagePattern, string> = {
  room: '/room/room-id-seed-room-12',
  roommate: `/roommate/${buildSlug('Looking for a furnished double room near an Elizabeth line station')}-id-${DEMO_ACCOUNTS.seeker.uid}`,
  location: paths.location('east-ham'),
};

const PUBLIC_URLS = [paths.home(), ...Object.values(EXAMPLE_URLS), ...GUIDE_ROUTES.map((route) => route.path), '/no-such-page'];

/** Tabs only a seeker has; the admin (an owner) sees every other tab. */
const SEEKER_TABS: readonly AppTab[] = ['browse-rooms', 'my-profile'];

async function horizontalOverflow(page: Page, url: string): Promise<{ url: string; overflow: number }> {
  await page.goto(url);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  // Wait for the page's data (spinners gone), since late content is what usually widens a page.
  await expect(page.getByRole('status').filter({ has: page.locator('.animate-spin') })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return { url, overflow };
}

async function overflowing(page: Page, urls: readonly string[]): Promise<{ url: string; overflow: number }[]> {
  const results = [];
  for (const url of urls) results.push(await horizontalOverflow(page, url));
  return results.filter((result) => result.overflow > 0);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme at 360 px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.addInitScript((dark) => localStorage.setItem('isDarkMode', String(dark)), theme === 'dark');
    });

    test(`@mobile signed out: no route scrolls sideways (${theme})`, async ({ page, consoleErrors }) => {
      test.setTimeout(120_000);
      expect(await overflowing(page, PUBLIC_URLS)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      expect(consoleErrors).toEqual([]);
    });

    test(`@mobile signed in: no route or tab scrolls sideways (${theme})`, async ({ page, consoleErrors }) => {
      test.setTimeout(180_000);
      await page.goto('/');
      await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      const adminTabs = APP_TABS.filter((tab) => !SEEKER_TABS.includes(tab)).map((tab) => paths.tab(tab));
      const failures = await overflowing(page, [...adminTabs, ...PUBLIC_URLS]);

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
      await logIn(page, DEMO_ACCOUNTS.seeker.email, DEMO_ACCOUNTS.seeker.password);
      failures.push(...(await overflowing(page, SEEKER_TABS.map((tab) => paths.tab(tab)))));
      expect(failures).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
}
