/**
 * Sign-in helpers for end-to-end tests: the real Login / Register modal, and `signInAs`, which
 * restores a seeded account's saved sign-in for tests about something else.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/accounts';
import { ONBOARDING } from '../../../src/config/accountMessages';

export { DEMO_ACCOUNTS };

export async function openAuthModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  // The modal's code loads on first use; a dialog opened meanwhile (e.g. by "Message User")
  // makes the button inert, so click only while no dialog is showing.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Login / Register' }).click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Submits the modal's login form (a test that expects the sign-in to end differently checks that itself). */
export async function submitLogIn(page: Page, email: string, password: string): Promise<void> {
  if (!(await page.getByRole('dialog').isVisible())) await openAuthModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).last().click();
}

/** Logs in through the modal and waits until the avatar menu shows. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await submitLogIn(page, email, password);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** An origin of a state saved with `indexedDB: true` (Playwright's published type leaves the databases out). */
type SavedOrigin = StorageState['origins'][number] & { indexedDB?: { name: string }[] };

/** Saved sign-ins of this worker (a Playwright worker is one process), by email. */
const savedSignIns = new Map<string, Promise<StorageState>>();

/**
 * Signs in through the modal once in a throwaway context and keeps what the app stored: the Auth
 * SDK's IndexedDB (`firebaseLocalStorageDb`) and the app's localStorage (the session hint without
 * which the app does not start Auth, the role). Not Firestore's cache or its multi-tab state
 * (`firestore_*`), which belong to that context's tab.
 */
async function saveSignIn(browser: Browser, email: string, password: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/');
    await logIn(page, email, password);
    const state = await context.storageState({ indexedDB: true });
    return {
      ...state,
      origins: (state.origins as SavedOrigin[]).map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((item) => !item.name.startsWith('firestore_')),
        indexedDB: origin.indexedDB?.filter((database) => database.name === 'firebaseLocalStorageDb'),
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Starts the page's context signed in as a seeded account, before its first navigation: the
 * session the app restores on a return visit, without a page load and the modal per test. The
 * first use per account in a worker signs in through the modal (tests of signing in itself use
 * `logIn`).
 */
export async function signInAs(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('signInAs needs a page of a browser context');
  let saved = savedSignIns.get(email);
  if (!saved) {
    saved = saveSignIn(browser, email, password);
    savedSignIns.set(email, saved);
    saved.catch(() => savedSignIns.delete(email));
  }
  await page.context().setStorageState(await saved);
}

/** Signs in with the emulator build's simulated Google account (the real popup needs Google's servers). */
export async function signInWithSimulatedGoogle(page: Page, email: string, name: string): Promise<void> {
  await openAuthModal(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Google email').fill(email);
  await page.getByLabel('Google name').fill(name);
  await page.getByRole('button', { name: 'Sign in with simulated Google' }).click();
}

let counter = 0;

/** A unique email for a test-created account (parallel-safe). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${process.pid}-${++counter}@e2e.roomshare.test`;
}

/** Registers a new account through the modal (leaves the role picker open). */
export async function register(page: Page, { name, email, password = 'Passw0rd!', phone = '+44 7700 900555' }: { name: string; email: string; password?: string; phone?: string }): Promise<void> {
  if (!(await page.getByRole('dialog').isVisible())) await openAuthModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Register', exact: true }).first().click();
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Register', exact: true }).last().click();
}

/**
 * Registers and picks a role, then waits for the first-visit landing (a new seeker goes to My
 * Profile, a new owner to Create Listing, each with its onboarding hint): a test that moved on
 * before it would be moved again by a landing still under way.
 */
export async function registerWithRole(page: Page, role: 'I Have Room' | 'I Need Room', name = 'E2E User'): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(role === 'I Have Room' ? 'owner' : 'seeker');
  await register(page, { name, email });
  const picker = page.getByRole('dialog', { name: 'Select Your Profile' });
  await picker.getByRole('button', { name: new RegExp(`^${role}`) }).click();
  // The picker closes once the server has the role: a reload before then would not find it.
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: ONBOARDING[role === 'I Have Room' ? 'owner' : 'seeker'] })).toBeVisible();
  return { email, password: 'Passw0rd!' };
}
