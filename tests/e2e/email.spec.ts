/**
 * Email notifications on the test stack: a seeker messages an owner; the local outbox (the
 * stand-in for the Trigger Email extension) shows one rendered email for the owner with the
 * sender's name and the post's title, whose link opens the conversation after sign-in; the
 * owner's settings page has both email toggles and the activity setting, on.
 */
import { ACTIVITY } from '../../src/features/activity/messages';
import { NOTIFICATION_SETTINGS } from '../../src/features/notifications/messages';
import { LISTINGS } from '../../scripts/seed/data/listings';
import type { OutboxMessage } from '../../scripts/mail/outbox';
import { logIn } from './support/auth';
import { allowNextMessage } from './support/emulators';
import { expect, newUserPage, test } from './support/fixtures';
import { uniqueWord } from './support/listings';
import { newAccount } from './support/newAccount';

const OWNER = { email: 'sanjay.patel@roomshare.test', password: 'Demo123!', name: 'Sanjay Patel' };
const ROOM = LISTINGS.find((listing) => listing.id === 'seed-room-12');

function outboxUrl(): string {
  const url = process.env.E2E_OUTBOX_URL;
  if (!url) throw new Error('E2E_OUTBOX_URL is not set: run through npm run test:e2e');
  return url;
}

async function outbox(): Promise<OutboxMessage[]> {
  return (await (await fetch(`${outboxUrl()}/messages.json`)).json()) as OutboxMessage[];
}

test('a message emails the owner once; the email names sender and post and its link opens the chat after sign-in', async ({ page, browser, axe }) => {
  test.setTimeout(120_000);
  if (!ROOM) throw new Error('seed-room-12 is seeded');
  // Letters only: a long run of digits in a name reads as a phone number, which names may not carry.
  const seeker = `Mail Seeker ${uniqueWord()}`;
  const text = `Is the Kingsbury room free? ${Date.now()}`;
  // Time runs as usual; allowNextMessage jumps it past the page's one-second wait between messages.
  await page.clock.install();
  const account = await newAccount(page, 'I Need Room', seeker);
  await page.goto('/room/room-id-seed-room-12');
  await page.getByRole('button', { name: 'Message User' }).click();
  const box = page.getByPlaceholder('Type a message...');
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  // A second message in the same unread streak sends no second email.
  await allowNextMessage(page, account.email);
  await box.fill('And is it near the station?');
  await box.press('Enter');
  await expect(page.getByRole('log').getByText('And is it near the station?')).toBeVisible();

  const mine = async () => (await outbox()).filter((mail) => mail.subject.startsWith(seeker));
  await expect.poll(async () => (await mine()).length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(2_000);
  const [mail] = await mine();
  expect(await mine()).toHaveLength(1);
  expect(mail?.to).toEqual([OWNER.email]);
  expect(mail?.subject).toBe(`${seeker} sent you a message about "${ROOM.title}"`);
  expect(mail?.text).not.toContain(text);
  const link = /(http:\/\/\S+\?tab=messages&chat=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link).toBeTruthy();

  const { page: owner } = await newUserPage(browser, { url: new URL(link ?? '').pathname + new URL(link ?? '').search });
  await logIn(owner, OWNER.email, OWNER.password);
  await expect(owner.getByRole('heading', { name: seeker })).toBeVisible();
  await expect(owner.getByRole('log').getByText(text)).toBeVisible();

  await owner.getByRole('button', { name: /Account menu/ }).click();
  await owner.getByRole('button', { name: NOTIFICATION_SETTINGS.pageTitle }).click();
  await expect(owner).toHaveURL(/\/settings$/);
  await expect(owner.getByLabel(NOTIFICATION_SETTINGS.emailMessages)).toBeChecked();
  await expect(owner.getByLabel(NOTIFICATION_SETTINGS.emailListings)).toBeChecked();
  // The activity setting lives on the same page, on by default.
  await expect(owner.getByRole('checkbox', { name: ACTIVITY.showLastActive })).toBeChecked();
  await axe(owner);
});
