/**
 * Viewings beyond the room page (issue 46): Priya opens times sharing the address; a seeker books
 * one from the chat about the room and sees the address in Upcoming viewings, where another seeker
 * never does; the seeker reports the owner for not turning up; an admin sees the seeker's viewings
 * booked and cancelled in their user information.
 */
import type { Page } from '@playwright/test';
import { REPORT } from '../../src/features/moderation/messages';
import { paths } from '../../src/config/paths';
import { ADMIN_VIEWINGS } from '../../src/features/admin/messages';
import { formatViewingTime, ukInstant } from '../../src/features/viewings/lib/ukTime';
import { VIEWING_MESSAGES } from '../../src/features/viewings/messages';
import { LISTINGS } from '../../scripts/seed/data/listings';
import { DEMO_ACCOUNTS, signInAs } from './support/auth';
import { expect, newUserPage, test } from './support/fixtures';
import { createAccount } from './support/newAccount';

const ROOM = LISTINGS.find((listing) => listing.id === 'seed-room-01');
const PRIYA = DEMO_ACCOUNTS.premiumOwner;
const ADDRESS = '41 Barking Road, East Ham E6 1PW';

function ukDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

/** The value beside `label` in the admin's user information. */
const infoValue = (page: Page, label: string) => page.getByRole('dialog', { name: 'User information' }).locator(`div:has(> dt:text-is("${label}")) > dd`);

test('a seeker books from the chat about a room, sees the shared address, reports a no-show; an admin sees the counts', async ({ page, browser, consoleErrors, axe }) => {
  if (!ROOM) throw new Error('the seed has Priya’s East Ham room');
  test.setTimeout(240_000);
  const roomPath = paths.room(ROOM.title, ROOM.id);
  const day = ukDayAhead(5);
  const booked = ukInstant(day, '14:00');
  const other = ukInstant(day, '14:30');
  if (!booked || !other) throw new Error('valid UK times');
  const bookedWhen = formatViewingTime(booked);

  // Priya opens two in-person times and shares the address with whoever books.
  await signInAs(page, PRIYA);
  await page.goto(roomPath);
  await page.getByLabel(VIEWING_MESSAGES.dateLabel).fill(day);
  await page.getByLabel(VIEWING_MESSAGES.startTimesLabel).fill('14:00, 14:30');
  await page.getByLabel(VIEWING_MESSAGES.shareAddress).check();
  await page.getByRole('button', { name: VIEWING_MESSAGES.openTimes }).click();
  await expect(page.getByText(VIEWING_MESSAGES.invalidAddress(200))).toBeVisible();
  await page.getByLabel(VIEWING_MESSAGES.addressLabel).fill(ADDRESS);
  await axe();
  await page.getByRole('button', { name: VIEWING_MESSAGES.openTimes }).click();
  const owned = page.getByRole('list', { name: VIEWING_MESSAGES.ownerHeading });
  await expect(owned.getByRole('listitem').filter({ hasText: bookedWhen })).toHaveCount(1);

  // A seeker messages Priya about the room and books 14:00 in the chat.
  const account = await createAccount('I Need Room', 'Chat Booker');
  const seeker = await newUserPage(browser, { signedInAs: account, url: roomPath });
  await seeker.page.getByRole('button', { name: 'Message User' }).click();
  const chat = seeker.page.getByRole('region', { name: PRIYA.name });
  await chat.getByText(VIEWING_MESSAGES.chatBook(ROOM.title)).click();
  await chat.getByRole('button', { name: VIEWING_MESSAGES.bookTime(bookedWhen) }).click();
  await chat.getByRole('button', { name: VIEWING_MESSAGES.confirm }).click();
  await expect(chat.getByRole('heading', { name: VIEWING_MESSAGES.yourViewing })).toBeVisible();
  await expect(chat.getByTestId('viewing-address')).toHaveText(ADDRESS);
  await expect(chat.getByRole('log').getByText(VIEWING_MESSAGES.lineBooked(bookedWhen, 'in-person'))).toBeVisible();
  await axe(seeker.page);

  // The seeker reports Priya in that chat: she did not turn up.
  await chat.getByRole('button', { name: REPORT.reportTitle('this conversation') }).click();
  const dialog = seeker.page.getByRole('dialog', { name: REPORT.reportTitle('this conversation') });
  await dialog.getByRole('combobox', { name: REPORT.reasonLabel }).selectOption('Did not turn up to a viewing');
  await dialog.getByRole('button', { name: REPORT.submit }).click();
  await expect(seeker.page.getByText(REPORT.reportSent)).toBeVisible();

  // Upcoming viewings shows the booked seeker the address.
  await seeker.page.goto(paths.viewings());
  await expect(seeker.page.getByTestId('viewing-address')).toHaveText(ADDRESS);
  await axe(seeker.page);

  // Another seeker sees the other time on the room page, never the address.
  const ananya = await newUserPage(browser, { signedInAs: DEMO_ACCOUNTS.seeker, url: roomPath });
  await expect(ananya.page.getByRole('button', { name: VIEWING_MESSAGES.bookTime(formatViewingTime(other)) })).toBeVisible();
  await expect(ananya.page.getByRole('button', { name: VIEWING_MESSAGES.bookTime(bookedWhen) })).toHaveCount(0);
  await expect(ananya.page.getByText(ADDRESS)).toHaveCount(0);
  await ananya.page.goto(paths.viewings());
  await expect(ananya.page.getByRole('heading', { name: VIEWING_MESSAGES.asSeeker })).toBeVisible();
  await expect(ananya.page.getByText(ADDRESS)).toHaveCount(0);

  // The seeker cancels from Upcoming viewings.
  await seeker.page.getByRole('button', { name: VIEWING_MESSAGES.cancel }).click();
  await expect(seeker.page.getByText(VIEWING_MESSAGES.noneAsSeeker)).toBeVisible();

  // An admin sees one viewing booked and one cancelled in the seeker's information, and the report.
  const admin = await newUserPage(browser, { signedInAs: DEMO_ACCOUNTS.admin });
  await admin.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'User Management' }).click();
  await admin.page.getByLabel('Search by name or email').fill(account.email);
  // The newest users show before the search answers, this one first: click once the list is the search's.
  await expect(admin.page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(1);
  await admin.page.getByRole('button', { name: 'Info about Chat Booker' }).click();
  await expect(infoValue(admin.page, ADMIN_VIEWINGS.booked)).toHaveText('1');
  await expect(infoValue(admin.page, ADMIN_VIEWINGS.cancelled)).toHaveText('1');
  await expect(infoValue(admin.page, ADMIN_VIEWINGS.ownerCancelled)).toHaveText('0');
  await axe(admin.page);
  await admin.page.keyboard.press('Escape');
  await admin.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Moderation' }).click();
  await expect(admin.page.getByRole('listitem').filter({ hasText: 'Did not turn up to a viewing' }).first()).toBeVisible();

  expect(seeker.errors).toEqual([]);
  expect(ananya.errors).toEqual([]);
  expect(admin.errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
