/**
 * Viewing changes and their emails (docs/viewings.md): a seeker books one of Sanjay's times and
 * the local outbox (the Trigger Email stand-in) shows Sanjay the booking email with its Google
 * Calendar link; Sanjay proposes his other time, the seeker accepts it (the booking moves, another
 * booking email), declines a second proposal (the booking stands), then cancels (the cancellation
 * email); the chat holds a line for each.
 */
import type { Browser, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { calendarDates, ukWords } from '../../src/data/writers/viewingMailTime';
import { formatViewingTime, ukInstant } from '../../src/features/viewings/lib/ukTime';
import { VIEWING_KIND_LABELS, VIEWING_MESSAGES } from '../../src/features/viewings/messages';
import { LISTINGS } from '../../scripts/seed/data/listings';
import type { OutboxMessage } from '../../scripts/mail/outbox';
import { signInAs } from './support/auth';
import { expect, test, watchConsole } from './support/fixtures';
import { uniqueWord } from './support/listings';
import { newAccount } from './support/newAccount';

const OWNER = { email: 'sanjay.patel@roomshare.test', password: 'Demo123!' };
const ROOM = LISTINGS.find((listing) => listing.id === 'seed-room-19');

function outboxUrl(): string {
  const url = process.env.E2E_OUTBOX_URL;
  if (!url) throw new Error('E2E_OUTBOX_URL is not set: run through npm run test:e2e');
  return url;
}

/** The outbox's emails to Sanjay whose subject starts with `prefix`. */
async function mailsFor(prefix: string): Promise<OutboxMessage[]> {
  const all = (await (await fetch(`${outboxUrl()}/messages.json`)).json()) as OutboxMessage[];
  return all.filter((mail) => mail.subject.startsWith(prefix) && mail.to.includes(OWNER.email));
}

/** The UK date `days` from now, yyyy-mm-dd. */
function ukDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

async function londonPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext({ timezoneId: 'Europe/London' })).newPage();
  const errors: string[] = [];
  watchConsole(page, errors);
  return { page, errors };
}

test('a booking emails the owner with a calendar link; the owner proposes another time, the seeker accepts one proposal, declines another, then cancels', async ({ page, browser, consoleErrors, axe }) => {
  if (!ROOM) throw new Error('the seed has Sanjay’s Leicester room');
  test.setTimeout(180_000);
  const roomPath = paths.room(ROOM.title, ROOM.id);
  const day = ukDayAhead(5);
  const [first, second] = [ukInstant(day, '14:00'), ukInstant(day, '14:30')];
  if (!first || !second) throw new Error('valid UK times');
  const seekerName = `Viewing Seeker ${uniqueWord()}`;

  // Sanjay opens two times on his Leicester room.
  await signInAs(page, OWNER);
  await page.goto(roomPath);
  const owned = page.getByRole('list', { name: VIEWING_MESSAGES.ownerHeading });
  await page.getByLabel(VIEWING_MESSAGES.dateLabel).fill(day);
  await page.getByLabel(VIEWING_MESSAGES.startTimesLabel).fill('14:00, 14:30');
  await page.getByRole('button', { name: VIEWING_MESSAGES.openTimes }).click();
  await expect(owned.getByText(VIEWING_MESSAGES.open)).toHaveCount(2);

  // A seeker books 14:00: Sanjay's email names them, the room and the time, with its calendar link.
  const seeker = await londonPage(browser);
  await newAccount(seeker.page, 'I Need Room', seekerName);
  await seeker.page.goto(roomPath);
  await seeker.page.getByRole('button', { name: VIEWING_MESSAGES.bookTime(formatViewingTime(first)) }).click();
  await seeker.page.getByRole('button', { name: VIEWING_MESSAGES.confirm }).click();
  await expect(seeker.page.getByRole('heading', { name: VIEWING_MESSAGES.yourViewing })).toBeVisible();

  const booked = `${seekerName} booked a viewing`;
  await expect.poll(async () => (await mailsFor(booked)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsFor(booked);
  expect(mail?.subject).toBe(`${seekerName} booked a viewing of "${ROOM.title}"`);
  expect(mail?.text).toContain(`${ukWords(first)} UK time (in-person)`);
  const calendar = /Add to calendar \(Google Calendar\): (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const link = new URL(calendar);
  expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(link.searchParams.get('dates')).toBe(calendarDates(first, 30));
  expect(link.searchParams.get('details')).toContain(`/room/post-id-${ROOM.id}`);

  // Sanjay proposes 14:30 instead.
  const row = owned.getByRole('listitem').filter({ hasText: VIEWING_MESSAGES.bookedBy(seekerName) });
  await row.getByRole('button', { name: VIEWING_MESSAGES.propose }).click();
  await row.getByLabel(VIEWING_MESSAGES.proposeLabel).selectOption({ label: `${formatViewingTime(second)}, ${VIEWING_KIND_LABELS['in-person']}` });
  await row.getByRole('button', { name: VIEWING_MESSAGES.proposeSend }).click();
  await expect(row.getByText(VIEWING_MESSAGES.proposalWaiting(formatViewingTime(second)))).toBeVisible();
  await axe();

  // The seeker sees the proposal, accepts it: the booking moves to 14:30, 14:00 is open again.
  await expect(seeker.page.getByRole('heading', { name: VIEWING_MESSAGES.proposalHeading })).toBeVisible();
  await axe(seeker.page);
  await seeker.page.setViewportSize({ width: 360, height: 800 });
  expect(await seeker.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await seeker.page.getByRole('button', { name: VIEWING_MESSAGES.accept }).click();
  await expect(seeker.page.getByRole('heading', { name: VIEWING_MESSAGES.proposalHeading })).toHaveCount(0);
  await expect(seeker.page.getByText(formatViewingTime(second))).toBeVisible();
  await expect(owned.getByRole('listitem').filter({ hasText: formatViewingTime(first) }).getByText(VIEWING_MESSAGES.open)).toBeVisible();
  await expect.poll(async () => (await mailsFor(booked)).map((each) => each.text.includes(ukWords(second))), { timeout: 20_000 }).toContain(true);

  // Sanjay proposes 14:00 again; the seeker keeps 14:30.
  await seeker.page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: VIEWING_MESSAGES.propose }).click();
  await row.getByLabel(VIEWING_MESSAGES.proposeLabel).selectOption({ label: `${formatViewingTime(first)}, ${VIEWING_KIND_LABELS['in-person']}` });
  await row.getByRole('button', { name: VIEWING_MESSAGES.proposeSend }).click();
  await expect(seeker.page.getByRole('heading', { name: VIEWING_MESSAGES.proposalHeading })).toBeVisible();
  await seeker.page.getByRole('button', { name: VIEWING_MESSAGES.decline }).click();
  await expect(seeker.page.getByRole('heading', { name: VIEWING_MESSAGES.proposalHeading })).toHaveCount(0);
  await expect(seeker.page.getByText(formatViewingTime(second))).toBeVisible();
  await expect(row.getByText(VIEWING_MESSAGES.proposalWaiting(formatViewingTime(first)))).toHaveCount(0);

  // The seeker cancels: Sanjay gets the cancellation email; each change is a line in their chat.
  await seeker.page.getByRole('button', { name: VIEWING_MESSAGES.cancel }).click();
  await expect(seeker.page.getByRole('heading', { name: VIEWING_MESSAGES.yourViewing })).toHaveCount(0);
  await expect.poll(async () => (await mailsFor(`${seekerName} cancelled`)).length, { timeout: 20_000 }).toBe(1);
  await page.getByRole('button', { name: /^Messages/ }).click();
  await page.getByRole('button', { name: new RegExp(seekerName) }).click();
  const log = page.getByRole('log');
  await expect(log.getByText(VIEWING_MESSAGES.lineProposed(formatViewingTime(second), 'in-person'))).toBeVisible();
  await expect(log.getByText(VIEWING_MESSAGES.lineMoved(formatViewingTime(second), 'in-person'))).toBeVisible();
  await expect(log.getByText(VIEWING_MESSAGES.lineDeclined(formatViewingTime(first), formatViewingTime(second)))).toBeVisible();
  await expect(log.getByText(VIEWING_MESSAGES.lineCancelled(formatViewingTime(second), 'in-person'))).toBeVisible();

  expect(seeker.errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
