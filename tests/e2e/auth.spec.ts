import type { Page } from '@playwright/test';
import { ONBOARDING } from '../../src/config/accountMessages';
import { AUTH_ERRORS, AUTH_TEXT } from '../../src/features/auth/messages';
import { MESSAGES } from '../../src/config/messages';
import { DEMO_ACCOUNTS, logIn, openAuthModal, register, signInWithSimulatedGoogle, uniqueEmail } from './support/auth';
import { expect, test } from './support/fixtures';

test.describe('accounts and roles', () => {
  test('register → pick a role → land on My Profile with the onboarding hint; role switch, logout, reload', async ({ page, consoleErrors, axe }) => {
    await page.goto('/');
    await openAuthModal(page);
    await axe();
    const email = uniqueEmail('reg');
    await register(page, { name: 'Asha Verma', email });
    const picker = page.getByRole('dialog', { name: 'Select Your Profile' });
    await expect(picker).toBeVisible();
    await picker.getByRole('button', { name: /^I Need Room/ }).click();
    await expect(page).toHaveURL(/tab=my-profile/);
    await expect(page.getByRole('status').filter({ hasText: ONBOARDING.seeker })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Rooms' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('I Need Room');

    await page.reload();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByText('Asha Verma', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Switch to Offering Room' }).click();
    await expect(page.getByRole('link', { name: 'My Listings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Rooms' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('I Have Room');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your home away from home');
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test('wrong password and an existing email show the catalogue messages and keep what was typed', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await openAuthModal(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(DEMO_ACCOUNTS.seeker.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(dialog.getByRole('alert')).toHaveText(AUTH_ERRORS['wrong-password']);
    await expect(dialog.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.seeker.email);

    await register(page, { name: 'Dup', email: DEMO_ACCOUNTS.seeker.email });
    await expect(dialog.getByRole('alert')).toHaveText(AUTH_ERRORS['email-already-in-use']);
    await expect(dialog.getByLabel('Full name')).toHaveValue('Dup');
    expect(consoleErrors.filter((text) => !/auth\/|400|Failed to load resource/.test(text))).toEqual([]);
    consoleErrors.length = 0;
  });

  test('Google sign-in (emulator) → role → "One Last Step" with phone validation → Create Listing', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await signInWithSimulatedGoogle(page, uniqueEmail('google'), 'Gita Rao');
    await page.getByRole('dialog', { name: 'Select Your Profile' }).getByRole('button', { name: /^I Have Room/ }).click();
    const phoneStep = page.getByRole('dialog', { name: 'One Last Step' });
    await expect(phoneStep).toBeVisible();
    await phoneStep.getByLabel('Phone number').fill('   ');
    await phoneStep.getByRole('button', { name: 'Save and continue' }).click();
    await expect(phoneStep.getByText(AUTH_TEXT.invalidPhone)).toBeVisible();
    await phoneStep.getByLabel('Phone number').fill('+44 7700 900777');
    await phoneStep.getByRole('button', { name: 'Save and continue' }).click();
    await expect(phoneStep).toBeHidden();
    await expect(page).toHaveURL(/tab=create-listing/);
    await expect(page.getByRole('status').filter({ hasText: ONBOARDING.owner })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a logged-in user without a role sees the prompt and the picker', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await logInWithoutRole(page);
    await page.getByRole('dialog', { name: 'Select Your Profile' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.selectRole })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the admin lands on the dashboard and sees "Admin Dashboard" in the menu', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('button', { name: 'Admin Dashboard' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

/** A fresh registration closed at the role picker: signed in, no role yet. */
async function logInWithoutRole(page: Page): Promise<void> {
  await register(page, { name: 'No Role Yet', email: uniqueEmail('norole') });
  await expect(page.getByRole('dialog', { name: 'Select Your Profile' })).toBeVisible();
}

