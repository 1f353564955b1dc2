/**
 * "Delete my account" through the real account page where the page itself differs: an account
 * that never chose a role (the role picker on every page), a Google account (confirmed without a
 * password), and a deletion cut short after its first step, finished on the next sign-in. Each ends
 * with the sign-in and both profiles gone, checked in the emulators past the rules. What each kind
 * of account leaves behind is checked in the data layer (tests/data/account-deletion.test.ts); an
 * owner's deletion with a listing and a chat partner runs in account.spec.ts.
 */
import { DELETION_FINISHED_ON_SIGN_IN } from '../../src/config/accountMessages';
import { closeRolePicker, deleteFromAccountPage, DELETION_TIMEOUT_MS, expectErased } from './support/account';
import { NEW_ACCOUNT, register, signInWithSimulatedGoogle, submitLogIn, uniqueEmail } from './support/auth';
import { stackPaths, uidOf, writeDocuments } from './support/emulators';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';

test.describe('"Delete my account" where the account page differs', () => {
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
