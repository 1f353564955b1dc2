/** A seeker's roommate profile in the browser: a unique name, My Profile, the form filled in. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export function uniqueName(): string {
  const letters = Array.from(`${Date.now().toString(36)}${process.pid.toString(36)}`, (char) =>
    /\d/.test(char) ? String.fromCharCode(97 + Number(char)) : char,
  ).join('');
  return `Zoya ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

export async function openMyProfile(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
}

export async function fillProfile(page: Page, { age, requirements }: { age: string; requirements: string }): Promise<void> {
  await page.getByLabel(/^Age/).fill(age);
  await page.getByLabel(/^Gender/).selectOption('Female');
  await page.getByLabel('Profession', { exact: true }).fill('Pharmacist');
  await page.getByLabel('Organization', { exact: true }).fill('Boots');
  await page.getByLabel(/^About me/).fill('Pharmacist from Pune, tidy, vegetarian and a keen cook.');
  await page.getByLabel(/^Budget/).fill('750');
  await page.getByLabel(/^Preferred locations/).fill('Wembley, Harrow, Kingsbury');
  await page.getByLabel(/^Move-in date/).fill('2030-09-01');
  await page.getByLabel(/^Room preference/).selectOption('Furnished');
  await page.getByLabel(/^Stay duration/).selectOption('12 months');
  await page.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Non-Smoker', exact: true }).check();
  await page.getByLabel(/^Requirements/).fill(requirements);
}
