/**
 * Sign-in helpers for end-to-end tests: the real Login / Register modal, and `signInAs`, which
 * starts a page signed in, for tests about something else.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/accounts';
import { ONBOARDING } from '../../../src/config/accountMessages';
import { STORAGE_KEYS } from '../../../src/config/constants';
import type { Role } from '../../../src/data/collections/profiles';
import { SESSION_HINT } from '../../../src/lib/sessionHint';
import { authRequest, documentFields, stackPaths } from './emulators';

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

/** An origin's saved state with its IndexedDB databases (Playwright takes them; its published type leaves them out). */
type OriginState = Awaited<ReturnType<BrowserContext['storageState']>>['origins'][number] & { indexedDB: unknown[] };

/** The emulator build's Firebase API key (VITE_FIREBASE_API_KEY's default). */
const API_KEY = 'demo-api-key';

/** A password sign-in's tokens and the account they are for, from the Auth emulator's REST API. */
interface PasswordSignIn {
  localId: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

interface AccountInfo {
  email: string;
  displayName?: string;
  emailVerified?: boolean;
  phoneNumber?: string;
}

/** Signs in with a password through the Auth emulator's REST API: the tokens and what the account holds. */
async function passwordSignIn(email: string, password: string): Promise<{ tokens: PasswordSignIn; info: AccountInfo }> {
  const tokens = await authRequest<PasswordSignIn>(`accounts:signInWithPassword?key=${API_KEY}`, { email, password, returnSecureToken: true });
  const { users } = await authRequest<{ users: AccountInfo[] }>(`accounts:lookup?key=${API_KEY}`, { idToken: tokens.idToken });
  const info = users[0];
  if (!info) throw new Error(`No account info for ${email}`);
  return { tokens, info };
}

/** The Auth SDK's saved user (`firebase:authUser:<apiKey>:[DEFAULT]`), as its `User.toJSON()` writes it. */
function savedUser({ tokens, info }: Awaited<ReturnType<typeof passwordSignIn>>) {
  const now = Date.now();
  const name = info.displayName ?? null;
  return {
    uid: tokens.localId,
    email: info.email,
    emailVerified: info.emailVerified ?? false,
    displayName: name,
    isAnonymous: false,
    phoneNumber: info.phoneNumber ?? null,
    providerData: [{ providerId: 'password', uid: info.email, displayName: name, email: info.email, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: tokens.refreshToken, accessToken: tokens.idToken, expirationTime: now + Number(tokens.expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
}

/**
 * Starts `page`'s context signed in, before its first navigation, with what the app keeps across
 * visits: the Auth SDK's IndexedDB (`firebaseLocalStorageDb`) and the app's localStorage (the
 * session hint without which the app does not start Auth, the role). The SDK checks the saved user
 * with the Auth emulator as it starts, as on a real return visit.
 */
async function startSignedIn(page: Page, signIn: Awaited<ReturnType<typeof passwordSignIn>>, role: Role | null): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('A signed-in start needs the project baseURL');
  const record = { fbase_key: `firebase:authUser:${API_KEY}:[DEFAULT]`, value: savedUser(signIn) };
  const origin: OriginState = {
    origin: new URL(baseURL).origin,
    localStorage: [{ name: SESSION_HINT, value: 'true' }, ...(role ? [{ name: STORAGE_KEYS.role, value: role }] : [])],
    indexedDB: [{ name: 'firebaseLocalStorageDb', version: 1, stores: [{ name: 'firebaseLocalStorage', autoIncrement: false, keyPath: 'fbase_key', records: [{ value: record }], indexes: [] }] }],
  };
  await page.context().setStorageState({ cookies: [], origins: [origin] });
}

/**
 * Starts the page's context signed in as an account (a seeded one, or one `createAccount` made):
 * the session the app restores on a return visit, without a page load and the modal per test
 * (tests of signing in itself use `logIn`).
 */
export async function signInAs(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  const signIn = await passwordSignIn(email, password);
  const profile = await documentFields(stackPaths.privateProfile(signIn.tokens.localId));
  const role = (profile?.role as { stringValue?: Role } | undefined)?.stringValue ?? null;
  await startSignedIn(page, signIn, role);
}

/** Signs in with the emulator build's simulated Google account (the real popup needs Google's servers). */
export async function signInWithSimulatedGoogle(page: Page, email: string, name: string): Promise<void> {
  await openAuthModal(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Google email').fill(email);
  await page.getByLabel('Google name').fill(name);
  await page.getByRole('button', { name: 'Sign in with simulated Google' }).click();
}

/** The password and phone a test's new account registers with. */
export const NEW_ACCOUNT = { password: 'Passw0rd!', phone: '+44 7700 900555' } as const;

let counter = 0;

/** A unique email for a test-created account (parallel-safe). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${process.pid}-${++counter}@e2e.roomshare.test`;
}

/** Registers a new account through the modal (leaves the role picker open). */
export async function register(page: Page, { name, email, password = NEW_ACCOUNT.password, phone = NEW_ACCOUNT.phone }: { name: string; email: string; password?: string; phone?: string }): Promise<void> {
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
  return { email, password: NEW_ACCOUNT.password };
}
