/**
 * Issue 19: the Messages list keeps the newest 30 conversations live and loads older ones on
 * request. The conversations of a fresh user are written straight to the emulator.
 */
import { CONVERSATIONS_PAGE_SIZE } from '../../src/config/constants';
import { registerWithRole } from './support/auth';
import { expect, test } from './support/fixtures';

const PROJECT_ID = 'demo-roomshare';
const ROOT = 'artifacts/roomshare-uk/public/data/conversations';
const TOTAL = CONVERSATIONS_PAGE_SIZE + 4;

type Write = [string, Record<string, unknown>];

function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[variable];
  if (!host) throw new Error(`${variable} is not set: run through "npm run test:e2e".`);
  return host;
}

/** The uid of an account, from the Auth emulator's admin lookup. */
async function uidOf(email: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  const body = (await response.json()) as { users?: { localId: string }[] };
  const uid = body.users?.[0]?.localId;
  if (!uid) throw new Error(`No account for ${email}`);
  return uid;
}

async function writeConversations(uid: string): Promise<void> {
  const { firestoreClient } = (await import(new URL('../../scripts/seed/lib/firestore.mjs', import.meta.url).href)) as {
    firestoreClient(host: string, projectId: string): { setAll(writes: Write[]): Promise<number> };
  };
  const start = Date.now() - TOTAL * 60_000;
  const writes = Array.from({ length: TOTAL }, (_, i): Write => {
    const other = `paging-seeker-${String(i).padStart(2, '0')}`;
    return [
      `${ROOT}/${[uid, other].sort().join('_')}`,
      {
        participants: [uid, other].sort(),
        participantNames: { [uid]: 'Busy Owner', [other]: `Paging Seeker ${i}` },
        lastMessage: `Hello from seeker ${i}`,
        lastMessageTimestamp: new Date(start + i * 60_000),
        lastMessageId: `m${i}`,
        unreadCount: { [uid]: 0 },
      },
    ];
  });
  await firestoreClient(emulatorHost('FIRESTORE_EMULATOR_HOST'), PROJECT_ID).setAll(writes);
}

test('a user with more than 30 conversations loads the older ones with Load More', async ({ page }) => {
  await page.goto('/');
  const { email } = await registerWithRole(page, 'I Have Room', 'Busy Owner');
  await writeConversations(await uidOf(email));
  await page.getByRole('button', { name: /^Messages/ }).click();
  const rows = page.getByRole('region', { name: 'Messages' }).getByRole('listitem');
  await expect(rows).toHaveCount(CONVERSATIONS_PAGE_SIZE);
  await expect(rows.first()).toContainText(`Paging Seeker ${TOTAL - 1}`);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(TOTAL);
  await expect(rows.last()).toContainText('Paging Seeker 0');
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});
