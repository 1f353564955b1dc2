/**
 * The Auth emulator's test flows: the emailed link from its out-of-band codes, and the
 * texted code it keeps instead of sending an SMS. `verifyPhoneByText` runs the app's own "Verify
 * phone" flow, so an owner's next posts go live at once (without a verified phone they wait for
 * review).
 */
import type { Locator, Page } from '@playwright/test';
import { CONTACT_VERIFICATION } from '../../../src/features/auth/messages';
import { lookUpAccounts, PROJECT_ID } from './emulators';
import { allowConsoleErrors, expect, test } from './fixtures';

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

const MOBILES_FROM = 900500;
const MOBILES_COUNT = 500;

/**
 * A drama-range UK mobile (07700 900000–900999 are reserved for fiction; 900500+ is clear of the
 * numbers the seed links) that no account has yet. Each Playwright worker draws from its own slice
 * of the range, so two tests never pick the same number at once, and a number an earlier test
 * linked (in this run or in a worker that restarted) is skipped.
 */
export async function unusedMobile(): Promise<{ typed: string; e164: string }> {
  const { parallelIndex, config } = test.info();
  const slice = Math.floor(MOBILES_COUNT / config.workers);
  const start = Math.floor(Math.random() * slice);
  for (let step = 0; step < slice; step += 1) {
    const digits = String(MOBILES_FROM + parallelIndex * slice + ((start + step) % slice)).slice(-3);
    const e164 = `+447700900${digits}`;
    if ((await lookUpAccounts({ phoneNumber: [e164] })).length === 0) return { typed: `07700 900${digits}`, e164 };
  }
  throw new Error(`every test mobile of worker ${parallelIndex} is linked already`);
}

/**
 * Before texting a code the SDK asks for the project's reCAPTCHA Enterprise config, which the Auth
 * emulator does not implement (501); the SDK then goes on with the emulator's test flow.
 */
export function allowEmulatorRecaptchaConfig(page: Page): void {
  allowConsoleErrors(page, /status of 501 .*\/v2\/recaptchaConfig/);
}

/**
 * In a phone form (`form`: the "Verify your account" panel or the "One Last Step" dialog), texts a
 * code to a mobile no account has and waits until the form says it was sent. Returns the code.
 */
export async function textCodeToUnusedMobile(form: Locator): Promise<string> {
  const mobile = await unusedMobile();
  await form.getByLabel('Phone number').fill(mobile.typed);
  await form.getByRole('button', { name: 'Text me a code' }).click();
  await expect(form.getByText(CONTACT_VERIFICATION.phoneCodeSent(mobile.e164))).toBeVisible();
  return textedCode(mobile.e164);
}

/**
 * Verifies the signed-in user's phone in the "Verify your account" panel of `tab` (My Listings for
 * owners, My Profile for seekers).
 */
export async function verifyPhoneByText(page: Page, tab: 'my-listings' | 'my-profile' = 'my-listings'): Promise<void> {
  allowEmulatorRecaptchaConfig(page);
  await page.goto(`/?tab=${tab}`);
  const panel = page.getByRole('region', { name: 'Verify your account' });
  await panel.getByRole('button', { name: 'Verify phone' }).click();
  await panel.getByLabel('Verification code').fill(await textCodeToUnusedMobile(panel));
  await panel.getByRole('button', { name: 'Verify phone' }).click();
  await expect(page.getByText(CONTACT_VERIFICATION.phoneVerifiedDone)).toBeVisible();
}
