/**
 * The Audit log reads as a moderator would say it: the admin's name, the post's title linked to
 * it ("deleted post" when it is gone), and the ids in a detail to copy, whole even at 360 px.
 * The entries are written straight to the emulator (as the rules' batches would write them) and
 * removed again; they are the newest, so they head the first page.
 */
import { paths } from '../../src/config/paths';
import { AUDIT_LOG } from '../../src/features/admin/audit/auditLabels';
import { DEMO_ACCOUNTS, signInAs } from './support/auth';
import { firestoreClient } from '../../scripts/seed/lib/firestore';
import { PROJECT_ID, stackPaths, writeDocuments } from './support/emulators';
import { expect, test } from './support/fixtures';

// A seeded listing (scripts/seed/data/listings-london.ts) nobody's test changes.
const ROOM = { id: 'seed-room-12', title: 'Double room in Kingsbury, Gujarati vegetarian household' };

async function deleteDocuments(docPaths: string[]): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through "npm run test:e2e".');
  await firestoreClient(host, PROJECT_ID).deleteAll(docPaths);
}

test('the audit log names the admin, links the post (or says it was deleted) and keeps the ids in a detail', async ({ page, axe }) => {
  const suffix = `${Date.now().toString(36)}${process.pid}`;
  const goneId = `e2eGonePost${suffix}`;
  const approvedPath = `${stackPaths.auditLog()}/e2e-audit-approve-${suffix}`;
  const deletedPath = `${stackPaths.auditLog()}/e2e-audit-delete-${suffix}`;
  const admin = DEMO_ACCOUNTS.admin;
  const now = Date.now();
  await writeDocuments([
    [approvedPath, { actorId: admin.uid, action: 'approve', targetKind: 'room', targetId: ROOM.id, reason: '', at: new Date(now) }],
    [deletedPath, { actorId: admin.uid, action: 'delete', targetKind: 'room', targetId: goneId, reason: `Scam wording ${suffix}`, at: new Date(now + 1) }],
  ]);
  try {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAs(page, admin);
    await page.goto('/?tab=admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: AUDIT_LOG.heading, exact: true }).click();
    const rows = page.getByRole('list', { name: AUDIT_LOG.heading }).getByRole('listitem');

    const approved = rows.filter({ has: page.getByRole('link', { name: ROOM.title }) }).first();
    await expect(approved.getByRole('link', { name: ROOM.title })).toHaveAttribute('href', paths.room(ROOM.title, ROOM.id));
    await expect(approved.getByText(admin.name)).toBeVisible();
    await expect(approved.getByText(admin.uid, { exact: true })).toBeHidden();

    const deleted = rows.filter({ hasText: `Scam wording ${suffix}` });
    await expect(deleted.getByText(AUDIT_LOG.deletedPost)).toBeVisible();
    await expect(deleted.getByText(admin.name)).toBeVisible();
    const goneIdText = deleted.getByText(goneId, { exact: true });
    await expect(goneIdText).toBeHidden();

    // The ids open in a detail, each whole on one line at 360 px, selected with one tap.
    await deleted.getByText(AUDIT_LOG.ids, { exact: true }).click();
    await expect(goneIdText).toBeVisible();
    for (const id of [goneId, admin.uid, deletedPath.split('/').pop() ?? '']) {
      const code = deleted.getByText(id, { exact: true });
      await expect(code).toBeVisible();
      const lineHeight = await code.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await code.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);
      await expect(code).toHaveCSS('user-select', 'all');
    }
    await axe();
  } finally {
    await deleteDocuments([approvedPath, deletedPath]);
  }
});
