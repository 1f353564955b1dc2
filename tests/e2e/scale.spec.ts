/**
 * Scale: User Management finds a user by part of the email among thousands, and the
 * profile sync, stopped halfway and reloaded, resumes and finishes. The extra users are written
 * straight to the emulator (joined years ago, so no "today" count or Last Week list changes)
 * and removed afterwards.
 */
import type { Page } from '@playwright/test';
import { searchFieldsOf } from '../../src/lib/userSearchTerms';
import { DEMO_ACCOUNTS, signInAs } from './support/auth';
import { expect, test } from './support/fixtures';
import { APP_ID, PROJECT_ID } from './support/emulators';
import { firestoreClient, type FirestoreClient } from '../../scripts/seed/lib/firestore';

const USERS = 2000;
/** Of them, made before search terms existed: no terms and no public copy (the sync adds both). */
const LEGACY = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

type Write = [string, Record<string, unknown>];

async function client(): Promise<FirestoreClient> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through "npm run test:e2e".');
  return firestoreClient(host, PROJECT_ID);
}

const root = `artifacts/${APP_ID}`;
const uidOf = (i: number) => `scale-user-${String(i).padStart(5, '0')}`;
const emailOf = (i: number) => `member.${String(i).padStart(5, '0')}.x7q@scale.test`;
const privatePath = (uid: string) => `${root}/users/${uid}/user_profile/data`;
const publicPath = (uid: string) => `${root}/public/data/user_profiles/${uid}`;

async function usersWrites(): Promise<Write[]> {
  return Array.from({ length: USERS }, (_, i): Write[] => {
    const uid = uidOf(i);
    const name = `Scale Member ${i}`;
    const createdAt = new Date(Date.now() - (2000 + i) * DAY_MS);
    const shared = { userId: uid, name, role: 'I Need Room', isAdmin: false, isPremium: false, createdAt, lastActivity: createdAt };
    const legacy = i < LEGACY;
    const privateDoc = { ...shared, email: emailOf(i), phoneNumber: '', profilePicture: '', ...(legacy ? {} : searchFieldsOf(name, emailOf(i), createdAt)) };
    return legacy ? [[privatePath(uid), privateDoc]] : [[privatePath(uid), privateDoc], [publicPath(uid), shared]];
  }).flat();
}

test.describe.configure({ mode: 'serial' });

test.describe('at scale', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await (await client()).setAll(await usersWrites());
  });

  test.afterAll(async () => {
    const paths = Array.from({ length: USERS }, (_, i) => [privatePath(uidOf(i)), publicPath(uidOf(i))]).flat();
    await (await client()).deleteAll(paths);
  });

  async function openUserManagement(page: Page): Promise<void> {
    await signInAs(page, DEMO_ACCOUNTS.admin);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 2 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'User Management', exact: true }).click();
  }

  test('User Management finds users by the start of an email, and one by the whole email, among thousands', async ({ page, consoleErrors }) => {
    await openUserManagement(page);
    const list = page.getByRole('list', { name: 'Users' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    // The start of an email, in another case: a hundred users share the term "member.012".
    await page.getByLabel('Search by name or email').fill('Member.012');
    await expect(list.getByRole('listitem').filter({ hasNotText: 'member.012' })).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(10);
    // The whole email (longer than a term) picks the one, however many share its start.
    await page.getByLabel('Search by name or email').fill('Member.01234.X7Q@scale.test');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(emailOf(1234));
    expect(consoleErrors).toEqual([]);
  });

  test('the profile sync, stopped halfway and reloaded, resumes and finishes', async ({ page, consoleErrors }) => {
    // The sync checks every profile: minutes on this shared 2-core machine (reports/scale.md).
    test.setTimeout(540_000);
    await openUserManagement(page);
    const status = page.getByRole('status').filter({ hasText: / checked, / }).first();
    await page.getByRole('button', { name: 'Sync profiles' }).click();
    await expect(status).toContainText(/^[\d,]+ of [\d,]+ checked, [\d,]+ updated$/);
    await page.getByRole('button', { name: 'Stop sync' }).click();
    await expect(page.getByText(/^Sync stopped: [\d,]+ of [\d,]+ checked/)).toBeVisible({ timeout: 30_000 });

    await page.reload();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'User Management', exact: true }).click();
    await expect(page.getByText(/^Sync stopped: /)).toBeVisible();
    await page.getByRole('button', { name: 'Resume sync' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Synced \d+ profiles!$/ })).toBeVisible({ timeout: 420_000 });

    // Legacy profiles (no terms, no public copy) are now found by a search term: "member.000" is
    // the stored term of users 0-99, and the first page (by document path) is users 0-9, all legacy.
    await page.getByLabel('Search by name or email').fill('member.000');
    const found = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect(found.filter({ hasText: emailOf(0) })).toHaveCount(1);
    await expect(found).toHaveCount(10);
    expect(consoleErrors).toEqual([]);
  });
});
