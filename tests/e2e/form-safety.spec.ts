/**
 * What the rules refuse, the forms refuse first and say why, keeping what was typed: a name or
 * title carrying a web address, an email address or a phone number (they reach our emails), and
 * a rent under £50 a month (the letting-law caps need a rent).
 */
import { MIN_RENT, MAX_RENT } from '../../src/config/constants';
import { linkInTextError, moneyRangeError } from '../../src/config/formMessages';
import { paths } from '../../src/config/paths';
import { openAuthModal, uniqueEmail } from './support/auth';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';

test('registration refuses a name with a web address, and keeps everything typed', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await openAuthModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Register', exact: true }).first().click();
  const name = 'Priya (deposits at safe-rooms.example/pay)';
  const email = uniqueEmail('linkname');
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Passw0rd!');
  await dialog.getByLabel('Phone number').fill('+44 7700 900555');
  await dialog.getByRole('button', { name: 'Register', exact: true }).last().click();
  await expect(dialog.getByText(linkInTextError('Your name'))).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveValue(name);
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('Full name').fill('Priya Sharma');
  await dialog.getByRole('button', { name: 'Register', exact: true }).last().click();
  await expect(page.getByRole('dialog', { name: 'Select Your Profile' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Create Listing refuses a £0 rent and a title with a phone number, and keeps everything typed', async ({ page, consoleErrors }) => {
  await newAccount(page, 'I Have Room', 'Careful Owner');
  await page.goto(paths.tab('create-listing'));
  const title = 'Double room, call 07700 900123 to book';
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Bright room near the station.');
  await page.getByRole('textbox', { name: 'Area' }).fill('Barking');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('IG11');
  await page.getByRole('spinbutton', { name: 'Rent (£ per month)' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Deposit (£)' }).fill('5000');
  await page.getByLabel('Available from').fill('2030-01-01');
  await page.getByRole('checkbox', { name: "I'm not a robot (local test stand-in)" }).check();
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText(linkInTextError('Title'))).toBeVisible();
  await expect(page.getByText(moneyRangeError('Rent', MIN_RENT, MAX_RENT))).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('spinbutton', { name: 'Deposit (£)' })).toHaveValue('5000');
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Bright room near the station.');
  expect(consoleErrors).toEqual([]);
});
