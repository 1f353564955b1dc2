/**
 * Every route at 360 px (the narrowest phone we design for), signed out and signed in: the page
 * must never scroll sideways. In the light theme only: the dark theme changes colours alone (every
 * `dark:` utility in src is a colour), never a width. The route list comes from
 * src/config/paths.ts, which the router uses: a new guide page or tab is visited automatically,
 * and a new page pattern fails to compile here until it is given an example URL.
 */
import type { Page } from '@playwright/test';
import { APP_TABS, GUIDE_ROUTES, paths, type AppTab, type PagePattern } from '../../src/config/paths';
import { buildSlug } from '../../src/config/slug';
import { DEMO_ACCOUNTS, logIn, signInAs } from './support/auth';
import { expect, test } from './support/fixtures';

const EXAMPLE_URLS: Record<PagePattern, string> = {
  room: '/room/room-id-seed-room-12',
  roommate: `/roommate/${buildSlug('Looking for a furnished double room near an Elizabeth line station')}-id-${DEMO_ACCOUNTS.seeker.uid}`,
  location: paths.location('east-ham'),
};

const PUBLIC_URLS = [paths.home(), ...Object.values(EXAMPLE_URLS), ...GUIDE_ROUTES.map((route) => route.path), '/no-such-page'];

/** Tabs only a seeker has; the admin (an owner) sees every other tab. */
const SEEKER_TABS: readonly AppTab[] = ['browse-rooms', 'my-profile'];

/** How the page reaches a URL: a full load (a guest's first visit) or the app's own navigation. */
type Visit = (page: Page, url: string) => Promise<unknown>;
const load: Visit = (page, url) => page.goto(url);
/**
 * As a signed-in user moves between pages: the router's navigation, no reload (a reload per URL
 * took most of the test's time). The router keeps the previous page until the next one renders,
 * so wait for the next one's title: every page here has its own (the tabs share the home page's,
 * so they are loaded instead).
 */
const navigateInApp: Visit = async (page, url) => {
  const previousTitle = await page.title();
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL(url);
  await expect(page).not.toHaveTitle(previousTitle);
};

async function horizontalOverflow(page: Page, url: string, visit: Visit): Promise<{ url: string; overflow: number }> {
  await visit(page, url);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  // Wait for the page's data (spinners gone), since late content is what usually widens a page.
  await expect(page.getByRole('status').filter({ has: page.locator('.animate-spin') })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return { url, overflow };
}

async function overflowing(page: Page, urls: readonly string[], visit = load): Promise<{ url: string; overflow: number }[]> {
  const results = [];
  for (const url of urls) results.push(await horizontalOverflow(page, url, visit));
  return results.filter((result) => result.overflow > 0);
}

test.describe('at 360 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
  });

  test('@mobile signed out: no route scrolls sideways', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    expect(await overflowing(page, PUBLIC_URLS)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('@mobile signed in: no route or tab scrolls sideways', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    await signInAs(page, DEMO_ACCOUNTS.admin);
    await page.goto('/');
    const adminTabs = APP_TABS.filter((tab) => !SEEKER_TABS.includes(tab)).map((tab) => paths.tab(tab));
    // Home last: the tabs and the login start on it, and a page is recognised by a new title.
    const pages = [...PUBLIC_URLS.filter((url) => url !== paths.home()), paths.home()];
    const failures = [...(await overflowing(page, pages, navigateInApp)), ...(await overflowing(page, adminTabs))];

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    await logIn(page, DEMO_ACCOUNTS.seeker.email, DEMO_ACCOUNTS.seeker.password);
    failures.push(...(await overflowing(page, SEEKER_TABS.map((tab) => paths.tab(tab)))));
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
