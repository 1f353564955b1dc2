/**
 * A new account made past the registration modal, for tests about something else (the modal, the
 * role picker and the first-visit landing have tests of their own): as a fresh registration leaves
 * it, email unverified and both profile copies written with the role picked, and the page's
 * context signed in as it before its first navigation.
 */
import { expect, type Page } from '@playwright/test';
import { searchFieldsOf } from '../../../src/lib/userSearchTerms';
import type { Role } from '../../../src/data/collections/profiles';
import { NEW_ACCOUNT, signInAs, uniqueEmail } from './auth';
import { authRequest, PROJECT_ID, stackPaths, writeDocuments } from './emulators';
import { unusedMobile } from './verification';

/** A new account's sign-in (and uid), to pass to `signInAs` or `newUserPage`'s `signedInAs`. */
export interface NewAccount {
  uid: string;
  email: string;
  password: string;
}

/**
 * Makes the account. `phoneVerified` links a mobile no account has, as "Verify phone" does, so the
 * account's posts go live at once.
 */
export async function createAccount(role: Role, name = 'E2E User', { phoneVerified = false } = {}): Promise<NewAccount> {
  const email = uniqueEmail(role === 'I Have Room' ? 'owner' : 'seeker');
  const mobile = phoneVerified ? await unusedMobile() : null;
  const { localId: uid } = await authRequest<{ localId: string }>(
    `projects/${PROJECT_ID}/accounts`,
    { email, password: NEW_ACCOUNT.password, displayName: name, ...(mobile ? { phoneNumber: mobile.e164 } : {}) },
    { asOwner: true },
  );
  const now = new Date();
  const shared = { userId: uid, name, role, isAdmin: false, isPremium: false, createdAt: now, lastActivity: now };
  await writeDocuments([
    [stackPaths.privateProfile(uid), { ...shared, email, phoneNumber: NEW_ACCOUNT.phone, profilePicture: '', ...searchFieldsOf(name, email, now) }],
    [stackPaths.publicProfile(uid), shared],
  ]);
  return { uid, email, password: NEW_ACCOUNT.password };
}

/** Makes the account and starts `page`'s context signed in as it, before its first navigation. */
export async function newAccount(page: Page, role: Role, name?: string, options?: { phoneVerified?: boolean }): Promise<NewAccount> {
  const account = await createAccount(role, name, options);
  await signInAs(page, account);
  return account;
}

/**
 * Opens the home page as a new seeker and waits for the session's first-visit landing on My Profile:
 * until it has run (once per tab), a visit to the home page is moved there.
 */
export async function passFirstVisitLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/tab=my-profile/);
}
