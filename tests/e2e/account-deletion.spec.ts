/**
 * "Delete my account" finishes for every kind of account, through the real account page: a seeker
 * with and without a roommate profile, an owner without listings (an owner with one:
 * account.spec.ts), an account that never chose a role and a Google account; and a deletion cut
 * short after its first step finishes on the next sign-in. Each ends with the sign-in and both
 * profiles gone, checked in the emulators past the rules.
 */
import type { Page } from '@playwright/test';
import { DELETION_FINISHED_ON_SIGN_IN } from '../../src/config/accountMessages';
import { paths } from '../../src/config/paths';
import { closeRolePicker, deleteFromAccountPage, DELETION_TIMEOUT_MS, expectErased } from './support/account';
import { NEW_ACCOUNT, register, signInWithSimulatedGoogle, submitLogIn, uniqueEmail } from './support/auth';
import { documentExists, stackPaths, uidOf, writeDocuments } from './support/emulators';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';

async function saveRoommateProfile(page: Page, uid: string): Promise<void> {
  await page.goto(paths.tab('my-profile'));
  await page.getByLabel(/^Age/).fill('24');
  await page.getByLabel(/^Gender/).selectOption('Female');
  await page.getByLabel(/^About me/).fill('Masters student at UCL, quiet and tidy.');
  await page.getByLabel(/^Budget/).fill('700');
  await page.getByLabel(/^Preferred locations/).fill('Camden, Euston');
  await page.getByLabel(/^Move-in date/).fill('2030-09-01');
  await page.getByLabel(/^Room preference/).selectOption('Furnished');
  await page.getByLabel(/^Stay duration/).selectOption('12 months');
  await page.getByLabel(/^Requirements/).fill('Near a Northern line station.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => documentExists(stackPaths.roommateRequest(uid))).toBe(true);
}

test.describe('"Delete my account" for every kind of account', () => {
  test('a seeker who has done nothing else', async ({ page, consoleErrors }) => {
    const { uid, email, password } = await newAccount(page, 'I Need Room', 'New Seeker');
    await deleteFromAccountPage(page, password);
    await expectErased(email, uid);
    expect(consoleErrors).toEqual([]);
  });

  test('a seeker with a roommate profile', async ({ page, consoleErrors }) => {
    test.slow();
    const { uid, email, password } = await newAccount(page, 'I Need Room', 'Profiled Seeker');
    await saveRoommateProfile(page, uid);
    await deleteFromAccountPage(page, password);
    await expectErased(email, uid);
    expect(consoleErrors).toEqual([]);
  });

  test('an owner without listings', async ({ page, consoleErrors }) => {
    const { uid, email, password } = await newAccount(page, 'I Have Room', 'Listless Owner');
    await deleteFromAccountPage(page, password);
    await expectErased(email, uid);
    expect(consoleErrors).toEqual([]);
  });

  test('an account that never chose a role', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const email = uniqueEmail('norole');
    await register(page, { name: 'No Role', email });
    await closeRolePicker(page);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    const uid = await uidOf(email);
    await deleteFromAccountPage(page, NEW_ACCOUNT.password, { withoutRole: true });
    await expectErased(email, uid);
    expect(consoleErrors).toEqual([]);
  });

  test('a Google account (the emulator build\'s simulated Google)', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const email = uniqueEmail('google-leaving');
    await signInWithSimulatedGoogle(page, email, 'Leaving Google');
    await page.getByRole('dialog', { name: 'Select Your Profile' }).getByRole('button', { name: /^I Need Room/ }).click();
    const phoneStep = page.getByRole('dialog', { name: 'One Last Step' });
    await phoneStep.getByLabel('Phone number').fill('+44 7700 900778');
    await phoneStep.getByRole('button', { name: 'Save and continue' }).click();
    await expect(phoneStep).toBeHidden();
    const uid = await uidOf(email);
    await deleteFromAccountPage(page, null);
    await expectErased(email, uid);
    expect(consoleErrors).toEqual([]);
  });

  test('a deletion cut short after its marker finishes on the next sign-in', async ({ page, consoleErrors }) => {
    const { uid, email, password } = await newAccount(page, 'I Need Room', 'Interrupted Seeker');
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    // The state a closed tab leaves after "Delete my account" wrote its first step.
    await writeDocuments([[stackPaths.accountDeletion(uid), { startedAt: new Date() }]]);

    await submitLogIn(page, email, password);
    await expect(page.getByText(DELETION_FINISHED_ON_SIGN_IN)).toBeVisible({ timeout: DELETION_TIMEOUT_MS });
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    await expectErased(email, uid);
    expect(consoleErrors).toEqual([]);
  });
});
