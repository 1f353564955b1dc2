/**
 * Viewings (issue 46): Priya opens three times on her room; Ananya (in India) books one from the
 * room page; another seeker finds it taken; Priya sees it in Upcoming viewings and in the chat;
 * Ananya cancels and the time is open again.
 */
import type { Browser, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { conversationId } from '../../src/data/collections/conversations';
import { formatViewingTime, ukInstant } from '../../src/features/viewings/lib/ukTime';
import { VIEWING_MESSAGES } from '../../src/features/viewings/messages';
import { LISTINGS } from '../../scripts/seed/data/listings';
import { DEMO_ACCOUNTS, signInAs } from './support/auth';
import { expect, test, watchConsole } from './support/fixtures';
import { newAccount } from './support/newAccount';

const ROOM = LISTINGS.find((listing) => listing.id === 'seed-room-04');
const PRIYA = DEMO_ACCOUNTS.premiumOwner;
const ANANYA = DEMO_ACCOUNTS.seeker;

/** The UK date `days` from now, yyyy-mm-dd. */
function ukDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

async function pageIn(browser: Browser, timezoneId: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  const errors: string[] = [];
  watchConsole(page, errors);
  return { page, errors };
}

async function noOverflowAt360(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('Priya opens times, Ananya books one and cancels it, another seeker finds it taken meanwhile', async ({ page, browser, consoleErrors, axe }) => {
  if (!ROOM) throw new Error('the seed has Priya’s studio');
  test.setTimeout(180_000);
  const roomPath = paths.room(ROOM.title, ROOM.id);
  const day = ukDayAhead(3);
  const second = ukInstant(day, '10:30');
  if (!second) throw new Error('a valid UK time');

  // Priya opens three times on her room.
  await signInAs(page, PRIYA);
  await page.goto(roomPath);
  const owned = page.getByRole('list', { name: VIEWING_MESSAGES.ownerHeading });
  await page.getByLabel(VIEWING_MESSAGES.dateLabel).fill(day);
  await page.getByLabel(VIEWING_MESSAGES.startTimesLabel).fill('10:00, 10:30, 11:00');
  await page.getByRole('button', { name: VIEWING_MESSAGES.openTimes }).click();
  await expect(owned.getByRole('listitem')).toHaveCount(3);
  await expect(owned.getByText(VIEWING_MESSAGES.open)).toHaveCount(3);
  await axe();

  // Ananya, in India, sees UK time and her own, and books 10:30 with a note.
  const ananya = await pageIn(browser, 'Asia/Kolkata');
  await signInAs(ananya.page, ANANYA);
  await ananya.page.goto(roomPath);
  const times = ananya.page.getByRole('list', { name: VIEWING_MESSAGES.heading });
  await expect(times.getByRole('listitem')).toHaveCount(3);
  await expect(times.getByText(VIEWING_MESSAGES.yourTime(formatViewingTime(second, 'Asia/Kolkata')))).toBeVisible();
  await ananya.page.getByRole('button', { name: VIEWING_MESSAGES.bookTime(formatViewingTime(second)) }).click();
  await ananya.page.getByLabel(VIEWING_MESSAGES.noteLabel).fill('Coming straight from the station');
  await ananya.page.getByRole('button', { name: VIEWING_MESSAGES.confirm }).click();
  const mine = ananya.page.getByRole('heading', { name: VIEWING_MESSAGES.yourViewing });
  await expect(mine).toBeVisible();
  await expect(ananya.page.getByRole('link', { name: VIEWING_MESSAGES.addToCalendar })).toHaveAttribute('href', /DTSTART%3A\d{8}T\d{6}Z/);
  await axe(ananya.page);
  await noOverflowAt360(ananya.page);

  // Another seeker sees only the two times left.
  const other = await pageIn(browser, 'Europe/London');
  await newAccount(other.page, 'I Need Room', 'Second Seeker');
  await other.page.goto(roomPath);
  const left = other.page.getByRole('list', { name: VIEWING_MESSAGES.heading });
  await expect(left.getByRole('listitem')).toHaveCount(2);
  await expect(other.page.getByRole('button', { name: VIEWING_MESSAGES.bookTime(formatViewingTime(second)) })).toHaveCount(0);

  // Priya sees the booking on her room, in Upcoming viewings and in the chat.
  await expect(owned.getByText(VIEWING_MESSAGES.bookedBy(ANANYA.name))).toBeVisible();
  await expect(owned.getByText('Coming straight from the station')).toBeVisible();
  await page.goto(paths.viewings());
  // The seed's own booking of Priya's Ilford room by Ananya is listed too: look at this room's.
  const upcoming = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: ROOM.title }) });
  await expect(upcoming.getByText(VIEWING_MESSAGES.bookedBy(ANANYA.name))).toBeVisible();
  await expect(upcoming.getByText('Coming straight from the station')).toBeVisible();
  await axe();
  await noOverflowAt360(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.conversation(conversationId(PRIYA.uid, ANANYA.uid)));
  await expect(page.getByRole('log').getByText(VIEWING_MESSAGES.lineBooked(formatViewingTime(second), 'in-person'))).toBeVisible();

  // Ananya cancels: the time is open again for everyone.
  await ananya.page.getByRole('button', { name: VIEWING_MESSAGES.cancel }).click();
  await expect(mine).toHaveCount(0);
  await expect(times.getByRole('listitem')).toHaveCount(3);
  await other.page.reload();
  await expect(other.page.getByRole('button', { name: VIEWING_MESSAGES.bookTime(formatViewingTime(second)) })).toBeVisible();
  await expect(page.getByRole('log').getByText(VIEWING_MESSAGES.lineCancelled(formatViewingTime(second), 'in-person'))).toBeVisible();

  expect(ananya.errors).toEqual([]);
  expect(other.errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
