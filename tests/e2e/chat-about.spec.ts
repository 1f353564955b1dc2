/**
 * A chat and the conversation list say which room the chat is about (issue 43, item 12): the room
 * it was opened from, and in the Messages list the rooms of its two participants.
 */
import { CHAT_ABOUT } from '../../src/features/chat/messages';
import { paths } from '../../src/config/paths';
import { LISTINGS } from '../../scripts/seed/data/listings';
import { allowNextMessage } from './support/emulators';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';

/** Gita Desai's one public room (her other listing was rejected by moderators). */
const GITA_ROOM = LISTINGS.find((listing) => listing.id === 'seed-room-35');
/** Imran Qureshi's public rooms (his pending one is seen by nobody else). */
const IMRAN_ROOMS = LISTINGS.filter((listing) => listing.owner === 'seed-imran' && listing.status === 'active');

test('the chat names the room it is about, and so does the Messages list, for one room or several', async ({ page, consoleErrors, axe }) => {
  if (!GITA_ROOM || IMRAN_ROOMS.length < 2) throw new Error('the seed has Gita’s room and Imran’s rooms');
  test.setTimeout(90_000);
  await page.clock.install();
  const seeker = await newAccount(page, 'I Need Room', 'About Seeker');
  const send = async (text: string) => {
    await allowNextMessage(page, seeker.email);
    await page.getByPlaceholder('Type a message...').fill(text);
    await page.getByPlaceholder('Type a message...').press('Enter');
    await expect(page.getByRole('log').getByText(text)).toBeVisible();
  };

  await page.goto(paths.room(GITA_ROOM.title, GITA_ROOM.id));
  await page.getByRole('button', { name: 'Message User' }).click();
  const about = page.getByTestId('chat-about');
  await expect(about).toHaveText(`${CHAT_ABOUT.one} ${GITA_ROOM.title}`);
  await expect(about.getByRole('link', { name: GITA_ROOM.title })).toHaveAttribute('href', paths.room(GITA_ROOM.title, GITA_ROOM.id));
  await send('Hello Gita, is the room still free?');

  const [imranRoom] = IMRAN_ROOMS;
  if (!imranRoom) throw new Error('Imran has rooms');
  await page.goto(paths.room(imranRoom.title, imranRoom.id));
  await page.getByRole('button', { name: 'Message User' }).click();
  await expect(about).toHaveText(`${CHAT_ABOUT.one} ${imranRoom.title}`);
  await send('Hello Imran, can I see the room?');

  await page.goto(paths.tab('messages'));
  const gitaRow = page.getByRole('listitem').filter({ hasText: 'Gita Desai' });
  await expect(gitaRow.getByTestId('chat-about')).toHaveText(`${CHAT_ABOUT.one} ${GITA_ROOM.title}`);
  // Imran has several rooms: the conversation does not store which one, so the list names them all.
  const imranRow = page.getByRole('listitem').filter({ hasText: 'Imran Qureshi' });
  await expect(imranRow.getByTestId('chat-about')).toContainText(CHAT_ABOUT.several);
  for (const room of IMRAN_ROOMS) await expect(imranRow.getByTestId('chat-about')).toContainText(room.title);
  await axe();

  await gitaRow.getByRole('button').click();
  await expect(about.getByRole('link', { name: GITA_ROOM.title })).toBeVisible();
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await axe();
  await about.getByRole('link', { name: GITA_ROOM.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: GITA_ROOM.title })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
