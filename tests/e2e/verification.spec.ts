/**
 * Verified contact: the email link read from the Auth emulator's out-of-band codes and
 * opened, and a phone linked with the code the Auth emulator keeps instead of texting it. The app
 * shows "Email verified" / "Phone verified" only once the refreshed ID token carries them.
 */
import type { Page } from '@playwright/test';
import { CONTACT_VERIFICATION, PHONE_VERIFICATION_ERRORS } from '../../src/features/auth/messages';
import { VERIFICATION } from '../../src/config/messages';
import { DEMO_ACCOUNTS, registerWithRole, signInWithSimulatedGoogle, uniqueEmail } from './support/auth';
import { allowConsoleErrors, expect, test } from './support/fixtures';
import { allowEmulatorRecaptchaConfig, authEmulator, textCodeToUnusedMobile, textedCode } from './support/verification';
import { newAccount } from './support/newAccount';

async function verifyEmailLink(email: string): Promise<string> {
  const response = await fetch(`${authEmulator()}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
  if (!link) throw new Error(`No verification email for ${email}`);
  return link;
}

async function openVerificationPanel(page: Page) {
  allowEmulatorRecaptchaConfig(page);
  await page.goto('/?tab=my-listings');
  const panel = page.getByRole('region', { name: 'Verify your account' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('verified contact', () => {
  test('a new owner verifies the email through the emailed link, then the phone with the texted code', async ({ page, context, consoleErrors, axe }) => {
    await page.goto('/');
    const { email } = await registerWithRole(page, 'I Have Room');
    const panel = await openVerificationPanel(page);
    await expect(panel.getByText(CONTACT_VERIFICATION.emailUnverified)).toBeVisible();
    await expect(panel.getByText(CONTACT_VERIFICATION.phoneUnverified)).toBeVisible();
    await axe();

    // The emulator's link page applies the code, as the real one does.
    const linkPage = await context.newPage();
    await linkPage.goto(await verifyEmailLink(email));
    await expect(linkPage.getByText(/verified/i).first()).toBeVisible();
    await linkPage.close();
    await panel.getByRole('button', { name: "I've opened the link" }).click();
    await expect(panel.getByText(VERIFICATION.emailVerified, { exact: true })).toBeVisible();
    await expect(panel.getByText(CONTACT_VERIFICATION.emailUnverified)).toHaveCount(0);

    await panel.getByRole('button', { name: 'Verify phone' }).click();
    const code = await textCodeToUnusedMobile(panel);

    const wrong = code === '000000' ? '111111' : '000000';
    // The refused code is logged by the app and answered 400 by the emulator: expected here.
    allowConsoleErrors(page, /status of 400 .*accounts:signInWithPhoneNumber/, /Phone verification failed .*auth\/invalid-verification-code/);
    await panel.getByLabel('Verification code').fill(wrong);
    await panel.getByRole('button', { name: 'Verify phone' }).click();
    await expect(panel.getByText(PHONE_VERIFICATION_ERRORS['invalid-verification-code'])).toBeVisible();
    await expect(panel.getByLabel('Verification code')).toHaveValue(wrong);

    await panel.getByLabel('Verification code').fill(code);
    await panel.getByRole('button', { name: 'Verify phone' }).click();
    // Both verified: the panel gives way to the two badges, read from the refreshed ID token.
    await expect(page.getByRole('region', { name: 'Verify your account' })).toHaveCount(0);
    await expect(page.getByText(VERIFICATION.phoneVerified, { exact: true })).toBeVisible();
    await expect(page.getByText(VERIFICATION.emailVerified, { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByText(VERIFICATION.phoneVerified, { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a number already verified on another account is refused with a clear message', async ({ page, consoleErrors }) => {
    await newAccount(page, 'I Have Room');
    const panel = await openVerificationPanel(page);
    await panel.getByRole('button', { name: 'Verify phone' }).click();
    // The seed links the admin's number in Auth (scripts/seed/data/users.ts).
    expect(DEMO_ACCOUNTS.admin.phoneVerified).toBe(true);
    const adminPhone = '+447700900101';
    await panel.getByLabel('Phone number').fill(adminPhone);
    await panel.getByRole('button', { name: 'Text me a code' }).click();
    await expect(panel.getByText(CONTACT_VERIFICATION.phoneCodeSent(adminPhone))).toBeVisible();
    await panel.getByLabel('Verification code').fill(await textedCode(adminPhone));
    allowConsoleErrors(page, /status of 400 .*accounts:signInWithPhoneNumber/, /Phone verification failed .*auth\/(credential-already-in-use|account-exists-with-different-credential)/);
    await panel.getByRole('button', { name: 'Verify phone' }).click();
    // The emulator answers account-exists-with-different-credential, production credential-already-in-use: one message.
    expect(PHONE_VERIFICATION_ERRORS['account-exists-with-different-credential']).toBe(PHONE_VERIFICATION_ERRORS['credential-already-in-use']);
    await expect(panel.getByText(PHONE_VERIFICATION_ERRORS['credential-already-in-use'])).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('"One Last Step" verifies the phone by text; a Google account counts as email-verified', async ({ page, consoleErrors }) => {
    allowEmulatorRecaptchaConfig(page);
    await page.goto('/');
    await signInWithSimulatedGoogle(page, uniqueEmail('google-verify'), 'Gita Rao');
    await page.getByRole('dialog', { name: 'Select Your Profile' }).getByRole('button', { name: /^I Have Room/ }).click();
    const phoneStep = page.getByRole('dialog', { name: 'One Last Step' });
    await phoneStep.getByRole('button', { name: 'Verify by text message' }).click();
    await phoneStep.getByLabel('Verification code').fill(await textCodeToUnusedMobile(phoneStep));
    await phoneStep.getByRole('button', { name: 'Verify phone' }).click();
    await expect(phoneStep).toBeHidden();
    await expect(page).toHaveURL(/tab=create-listing/);

    await page.goto('/?tab=my-listings');
    await expect(page.getByText(VERIFICATION.phoneVerified, { exact: true })).toBeVisible();
    await expect(page.getByText(VERIFICATION.emailVerified, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify your account' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
