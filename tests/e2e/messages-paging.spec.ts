/**
 * The Messages list keeps the newest 30 conversations live and loads older ones on
 * request; a chat opens at its newest 50 messages and scrolls back to the first. The data of a
 * fresh user is written straight to the emulator.
 */
import { paths } from '../../src/config/paths';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '../../src/config/constants';
import { CHAT_TEXT } from '../../src/features/chat/messages';
import { writeDocuments, type Write } from './support/emulators';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';

const ROOT = 'artifacts/roomshare-uk/public/data/conversations';
const TOTAL = CONVERSATIONS_PAGE_SIZE + 4;

async function writeConversations(uid: string): Promise<void> {
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
  await writeDocuments(writes);
}

test('a user with more than 30 conversations loads the older ones with Load More', async ({ page }) => {
  const { uid } = await newAccount(page, 'I Have Room', 'Busy Owner');
  await writeConversations(uid);
  await page.goto(paths.tab('my-listings'));
  await page.getByRole('button', { name: /^Messages/ }).click();
  const rows = page.getByRole('region', { name: 'Messages' }).getByRole('listitem');
  await expect(rows).toHaveCount(CONVERSATIONS_PAGE_SIZE);
  await expect(rows.first()).toContainText(`Paging Seeker ${TOTAL - 1}`);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(TOTAL);
  await expect(rows.last()).toContainText('Paging Seeker 0');
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

const MESSAGE_COUNT = MESSAGES_PAGE_SIZE * 2 + 20;

async function writeLongChat(uid: string): Promise<void> {
  const other = 'paging-chatter';
  const id = [uid, other].sort().join('_');
  const start = Date.now() - MESSAGE_COUNT * 60_000;
  const messages = Array.from({ length: MESSAGE_COUNT }, (_, i): Write => [
    `${ROOT}/${id}/messages/m${String(i).padStart(3, '0')}`,
    { text: `Chat line ${i}`, senderId: i % 2 ? uid : other, receiverId: i % 2 ? other : uid, timestamp: new Date(start + i * 60_000) },
  ]);
  await writeDocuments([
    [
      `${ROOT}/${id}`,
      {
        participants: [uid, other].sort(),
        participantNames: { [uid]: 'Long Talker', [other]: 'Paging Chatter' },
        lastMessage: `Chat line ${MESSAGE_COUNT - 1}`,
        lastMessageTimestamp: new Date(start + (MESSAGE_COUNT - 1) * 60_000),
        lastMessageId: `m${MESSAGE_COUNT - 1}`,
        unreadCount: { [uid]: 0 },
      },
    ],
    ...messages,
  ]);
}

test('a chat longer than a page opens at the newest and scrolls back to the first message, keeping its place', async ({ page }) => {
  const { uid } = await newAccount(page, 'I Need Room', 'Long Talker');
  await writeLongChat(uid);
  await page.goto(paths.tab('my-profile'));
  // Tapped before the restored session is known, Messages opens once it is.
  await page.getByRole('button', { name: /^Messages/ }).click();
  await page.getByRole('button', { name: /Paging Chatter/ }).click();
  const log = page.getByRole('log');
  const lines = log.getByRole('listitem');
  await expect(lines).toHaveCount(MESSAGES_PAGE_SIZE);
  await expect(log.getByText(`Chat line ${MESSAGE_COUNT - 1}`, { exact: true })).toBeInViewport();

  // Scrolled to the top: the next 50 load above, and the line that was at the top stays in view.
  const firstShown = `Chat line ${MESSAGE_COUNT - MESSAGES_PAGE_SIZE}`;
  await log.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(lines).toHaveCount(MESSAGES_PAGE_SIZE * 2);
  await expect(log.getByText(firstShown, { exact: true })).toBeInViewport();

  for (let more = 0; more < 3 && (await log.getByText(CHAT_TEXT.conversationStart).count()) === 0; more += 1) {
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    await page.waitForTimeout(300);
  }
  await expect(lines).toHaveCount(MESSAGE_COUNT);
  await expect(log.getByText(CHAT_TEXT.conversationStart)).toBeVisible();
  await log.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(log.getByText('Chat line 0', { exact: true })).toBeInViewport();
});
