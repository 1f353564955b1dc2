/**
 * My Profile's household questions end to end: a new seeker says what they are like and marks a
 * need as a must, saves, reloads and finds both kept. Axe in both themes; nothing overflows a
 * 360 px phone.
 */
import { paths } from '../../src/config/paths';
import type { Page } from '@playwright/test';
import { HOUSEHOLD_PROFILE_MESSAGES } from '../../src/features/roommates/messages';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';
import { fillProfile, uniqueName } from './support/roommates';

async function noOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const chip = (page: Page, group: string, name: string) => page.getByRole('group', { name: group, exact: true }).getByRole('button', { name, exact: true });

test.describe('My Profile: what I’m like and what I need', () => {
  test('a seeker sets a must, saves, and finds it kept after a reload', async ({ page, axe, consoleErrors }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 800 });
    await newAccount(page, 'I Need Room', uniqueName(), { phoneVerified: true });
    await page.goto(paths.tab('my-profile'));
    await fillProfile(page, { age: '24', requirements: 'A quiet double room near Wembley Park' });

    await expect(page.getByText(HOUSEHOLD_PROFILE_MESSAGES.noFaith)).toBeVisible();
    await chip(page, 'What I eat', 'Jain').click();
    await chip(page, 'Kitchen', 'Jain-friendly').click();
    await chip(page, 'Kitchen', 'Vegetarian kitchen').click();
    await chip(page, 'Kitchen: how much it matters', 'Must').click();
    await chip(page, 'Languages spoken at home', 'Gujarati').click();
    await chip(page, 'Languages spoken at home: how much it matters', 'Prefer').click();
    await noOverflow(page);
    await axe();
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await axe(page, { coloursOnly: true });
    await page.evaluate(() => document.documentElement.classList.remove('dark'));

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(chip(page, 'What I eat', 'Jain')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Kitchen', 'Jain-friendly')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Kitchen', 'Vegetarian kitchen')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Kitchen', 'Mixed (veg and non-veg)')).toHaveAttribute('aria-pressed', 'false');
    await expect(chip(page, 'Kitchen: how much it matters', 'Must')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Languages spoken at home: how much it matters', 'Prefer')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Smoking at home: how much it matters', 'Don’t mind')).toHaveAttribute('aria-pressed', 'true');

    // A must taken back to "don't mind" is saved as gone.
    await chip(page, 'Kitchen: how much it matters', 'Don’t mind').click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
    await page.reload();
    await expect(chip(page, 'Kitchen: how much it matters', 'Don’t mind')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Languages spoken at home: how much it matters', 'Prefer')).toHaveAttribute('aria-pressed', 'true');
    await noOverflow(page);
    expect(consoleErrors).toEqual([]);
  });
});
