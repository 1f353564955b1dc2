/**
 * Shared Playwright fixtures: every test fails on a console error or an uncaught page error (the
 * `consoleErrors` fixture is automatic), and `axe` checks a page against WCAG 2.1 A and AA.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInAs } from './auth';

export interface Fixtures {
  consoleErrors: string[];
  closeOtherUsersPages: void;
  /** `coloursOnly`: only the rules a theme can change (after switching theme on a page already checked). */
  axe: (page?: Page, options?: { coloursOnly?: boolean }) => Promise<void>;
}

/** The rules whose outcome depends on colours alone: all a theme switch changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page, injecting it once per document. Compiling its ~550 KB took as long as
 * a scan, and @axe-core/playwright injects it again for every scan. The pages have no frames, which
 * is the rest of what that package handles.
 */
async function axeViolations(page: Page, options: RunOptions): Promise<AxeResults['violations']> {
  type WithAxe = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOptions) => {
    const axe = (window as WithAxe).axe;
    if (!axe) throw new Error('axe-core was not injected');
    return (await axe.run(document, runOptions)).violations;
  }, options);
}

/** Messages that are expected in a given test can be allowed with `allowConsoleErrors(page, /regex/)`. */
const allowed = new WeakMap<Page, RegExp[]>();
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

/**
 * A Firestore channel whose session the emulator no longer knows: the SDK closing it (sign-out, a
 * page leaving) sends a `TYPE=terminate` request, and the emulator under load may drop a session
 * itself, answering the channel's next poll (`RID=rpc`) with 400 (firebase/firebase-js-sdk#6181).
 * The browser logs it; the SDK reopens the stream and retries, and each test's own expectations
 * show the data arrived. A malformed request fails its first POST instead, which is not matched.
 */
const CHANNEL_SESSION_GONE = /^Failed to load resource: the server responded with a status of 400 .*\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel\?.*(TYPE=terminate|RID=rpc)/;

/**
 * After a channel error, Google's WebChannel pings www.google.com (`cleardot.gif`) to tell "server
 * down" from "network down"; offline the name does not resolve. Only ever follows a channel error.
 */
const WEBCHANNEL_CONNECTIVITY_PING = /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED \(https:\/\/www\.google\.com\/images\/cleardot\.gif/;

/**
 * admin.spec's delete test removes a fresh listing and its photo while other workers' pages may
 * show it on Browse (it is the newest room): their browser logs the photo's 404. Another test's
 * doing, and only that test's listing (its owners are named `e2e-admin-delete-...`).
 */
const PHOTO_DELETED_BY_ANOTHER_TEST = /^Failed to load resource: the server responded with a status of 404 .*\/o\/artifacts%2F[^%]+%2Froom_listings%2Fe2e-admin-delete-/;

const IGNORED = [CHANNEL_SESSION_GONE, WEBCHANNEL_CONNECTIVITY_PING, PHOTO_DELETED_BY_ANOTHER_TEST];

export function watchConsole(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed request's message does not name the URL: add it, so a test can allow one precisely.
    const url = message.location().url;
    const text = message.text().startsWith('Failed to load resource') && url ? `${message.text()} (${url})` : message.text();
    if ([...IGNORED, ...(allowed.get(page) ?? [])].some((pattern) => pattern.test(text))) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
}

/**
 * A second user's page on `url` (the home page), in a fresh browser context, collecting its console
 * errors; signed in as `account` before it loads when one is given.
 */
export async function newUserPage(
  browser: Browser,
  { signedInAs, url = '/' }: { signedInAs?: { email: string; password: string }; url?: string } = {},
): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  watchConsole(page, errors);
  if (signedInAs) await signInAs(page, signedInAs);
  await page.goto(url);
  await waitForApp(page);
  // The tests go on with the signed-in header (its account menu, the unread badge).
  if (signedInAs) await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  return { page, errors, context };
}

/** Waits until React has hydrated (or rendered) the page, so clicks are not lost. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  // Automatic: every test fails on a console error of its page, whether it asks for the list or not.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchConsole(page, errors);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // Automatic: the browser contexts a test opens itself (another user's, `newUserPage`) close with
  // the test; Playwright closes only its own. Open, their live listeners would answer every write
  // of the worker's later tests.
  closeOtherUsersPages: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use(async (target = page, { coloursOnly = false } = {}) => {
      // Contrast is judged on the settled page: a colour transition caught halfway (a theme switched
      // just before) reads as a low-contrast blend. Endless animations (spinners) are left running.
      await target.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const violations = await axeViolations(target, {
        runOnly: coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_AA_TAGS },
        // Only violations are read: axe then skips gathering the passes' details.
        resultTypes: ['violations'],
      });
      const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

export { expect };
