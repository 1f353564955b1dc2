/**
 * The Auth emulator's test flows: the emailed link from its out-of-band codes, and the
 * texted code it keeps instead of sending an SMS. `verifyPhoneByText` runs the app's own "Verify
 * phone" flow, so an owner's next posts go live at once (without a verified phone they wait for
 * review).
 */
import type { Page } from '@playwright/test';
import { PHONE_VERIFICATION_ERRORS } from '../../../src/config/authMessages';
import { VERIFICATION } from '../../../src/config/messages';
import { allowConsoleErrors, expect } from './fixtures';

const PROJECT_ID = 'demo-roomshare';

export function authEmulator(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set (run through npm run test:e2e).');
  return `http://${host}/emulator/v1/projects/${PROJECT_ID}`;
}

export async function textedCode(phoneE164: string): Promise<string> {
  const response = await fetch(`${authEmulator()}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneE164).at(-1)?.code;
  if (!code) throw new Error(`No code texted to ${phoneE164}`);
  return code;
}

/**
 * A drama-range UK mobile (07700 900000–900999 are reserved for fiction); 900500+ is clear of
 * the numbers the seed links in Auth.
 */
export function uniqueMobile(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 500) + 500);
  return { typed: `07700 900${digits}`, e164: `+447700900${digits}` };
}

/**
 * Before texting a code the SDK asks for the project's reCAPTCHA Enterprise config, which the Auth
 * emulator does not implement (501); the SDK then goes on with the emulator's test flow.
 */
export function allowEmulatorRecaptchaConfig(page: Page): void {
  allowConsoleErrors(page, /status of 501 .*\/v2\/recaptchaConfig/);
}

/**
 * Verifies the signed-in user's phone in the "Verify your account" panel of `tab` (My Listings for
 * owners, My Profile for seekers). Random numbers can collide across parallel tests: a number
 * already on another account is retried with a new one.
 */
export async function verifyPhoneByText(page: Page, tab: 'my-listings' | 'my-profile' = 'my-listings'): Promise<void> {
  allowEmulatorRecaptchaConfig(page);
  allowConsoleErrors(page, /status of 400 .*accounts:signInWithPhoneNumber/, /Phone verification failed .*auth\/(credential-already-in-use|account-exists-with-different-credential)/);
  await page.goto(`/?tab=${tab}`);
  const panel = page.getByRole('region', { name: 'Verify your account' });
  await panel.getByRole('button', { name: 'Verify phone' }).click();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const mobile = uniqueMobile();
    await panel.getByLabel('Phone number').fill(mobile.typed);
    await panel.getByRole('button', { name: 'Text me a code' }).click();
    await expect(panel.getByText(VERIFICATION.phoneCodeSent(mobile.e164))).toBeVisible();
    await panel.getByLabel('Verification code').fill(await textedCode(mobile.e164));
    await panel.getByRole('button', { name: 'Verify phone' }).click();
    const done = page.getByText(VERIFICATION.phoneVerifiedDone);
    const taken = panel.getByText(PHONE_VERIFICATION_ERRORS['credential-already-in-use']);
    await expect(done.or(taken).first()).toBeVisible();
    if (await done.isVisible()) return;
    await panel.getByRole('button', { name: 'Change number' }).click();
  }
  throw new Error('Could not verify a phone number in three attempts');
}
