/** "Delete my account" through the account page, and the check that nothing of the account is left. */
import type { Page } from '@playwright/test';
import { ACCOUNT_TEXT } from '../../../src/features/account/messages';
import { accountExists, documentExists, stackPaths } from './emulators';
import { expect } from './fixtures';

/** Deleting takes seconds; the failure this guards against took 60–90 s and then stopped part-way. */
export const DELETION_TIMEOUT_MS = 20_000;

export async function closeRolePicker(page: Page): Promise<void> {
  const picker = page.getByRole('dialog', { name: 'Select Your Profile' });
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toBeHidden();
}

export async function deleteFromAccountPage(page: Page, password: string | null, { withoutRole = false } = {}): Promise<void> {
  await page.goto('/account');
  // An account without a role is asked for one on every page it opens; it can say no.
  if (withoutRole) await closeRolePicker(page);
  await page.getByRole('button', { name: ACCOUNT_TEXT.deleteStart }).click();
  if (password !== null) await page.getByLabel(ACCOUNT_TEXT.passwordLabel).fill(password);
  await page.getByRole('button', { name: password === null ? ACCOUNT_TEXT.googleConfirm : ACCOUNT_TEXT.deleteConfirm }).click();
  await expect(page.getByText(ACCOUNT_TEXT.deleted)).toBeVisible({ timeout: DELETION_TIMEOUT_MS });
  await expect(page.getByText(ACCOUNT_TEXT.deleteFailed)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
}

/** Nothing of the account is left: its sign-in, both profiles, a roommate profile, a listing registry. */
export async function expectErased(email: string, uid: string): Promise<void> {
  expect(await accountExists(email)).toBe(false);
  for (const path of [stackPaths.privateProfile(uid), stackPaths.publicProfile(uid), stackPaths.roommateRequest(uid), stackPaths.listingRegistry(uid)]) {
    expect(await documentExists(path), path).toBe(false);
  }
}
