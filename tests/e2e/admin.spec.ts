/**
 * Admin dashboard and UK-essentials console, as the seeded admin. Expected numbers are
 * computed from scripts/seed/data/*.ts; anything a test needs to change is created fresh (owners
 * and listings written straight to the emulators) and removed again, so parallel tests and other
 * specs never see shared demo data change.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { conversationId } from '../../src/data/collections/conversations';
import { firestorePaths } from '../../src/data/collections/index';
import { ADMIN_LABELS } from '../../src/features/admin/messages';
import { DEMO_ACCOUNTS, signInAs, uniqueEmail } from './support/auth';
import { expect, test, watchConsole } from './support/fixtures';
import { APP_ID, PROJECT_ID } from './support/emulators';
import { CONVERSATIONS, type SeedConversation } from '../../scripts/seed/data/conversations';
import { CATEGORIES } from '../../scripts/seed/data/essentials';
import { LISTINGS, type SeedListing } from '../../scripts/seed/data/listings';
import { REQUESTS, type SeedRequest } from '../../scripts/seed/data/requests';
import { USERS, type SeedUser } from '../../scripts/seed/data/users';
import { listingTimes, listingWrites, profileWrites, requestWrites, type Write } from '../../scripts/seed/lib/documents';
import { firestoreClient } from '../../scripts/seed/lib/firestore';
import { downloadUrl, IMAGES_DIR, uploadJpeg } from '../../scripts/seed/lib/storage';
import { makeClock } from '../../scripts/seed/lib/time';

type SeedPaths = ReturnType<typeof firestorePaths>;

// ------------------------------------------------------------------ emulator access (as owner)

const BUCKET = `${PROJECT_ID}.appspot.com`;
const DAY_MS = 24 * 60 * 60 * 1000;

function emulator(variable: 'FIRESTORE_EMULATOR_HOST' | 'STORAGE_EMULATOR_HOST'): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run through "npm run test:e2e".`);
  return value;
}
const documentsUrl = () => `http://${emulator('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const storageOrigin = () => emulator('STORAGE_EMULATOR_HOST').replace(/\/$/, '');
const ownerHeaders = { authorization: 'Bearer owner', 'content-type': 'application/json' };

interface RestValue {
  timestampValue?: string;
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  mapValue?: { fields?: Record<string, RestValue> };
  arrayValue?: { values?: RestValue[] };
}

interface RestDoc {
  name: string;
  fields?: Record<string, RestValue>;
}

async function getDoc(path: string): Promise<RestDoc | null> {
  const response = await fetch(`${documentsUrl()}/${path}`, { headers: ownerHeaders });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as RestDoc;
}

/** Every document of a public collection: its id and the one timestamp field we count by. */
async function listTimestamps(collectionId: string, field: string): Promise<Map<string, Date | null>> {
  const response = await fetch(`${documentsUrl()}/artifacts/${APP_ID}/public/data:runQuery`, {
    method: 'POST',
    headers: ownerHeaders,
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId }], select: { fields: [{ fieldPath: field }] } } }),
  });
  if (!response.ok) throw new Error(`runQuery ${collectionId}: ${response.status}`);
  const rows = (await response.json()) as { document?: RestDoc }[];
  const result = new Map<string, Date | null>();
  for (const { document } of rows) {
    if (!document) continue;
    const value = document.fields?.[field]?.timestampValue;
    result.set(document.name.slice(document.name.lastIndexOf('/') + 1), value ? new Date(value) : null);
  }
  return result;
}

/** Test leftovers by name (e.g. after a failure half-way): their document paths. */
async function pathsNamed(collectionId: string, name: string): Promise<string[]> {
  const response = await fetch(`${documentsUrl()}/artifacts/${APP_ID}/public/data:runQuery`, {
    method: 'POST',
    headers: ownerHeaders,
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId }], where: { fieldFilter: { field: { fieldPath: 'name' }, op: 'EQUAL', value: { stringValue: name } } } },
    }),
  });
  if (!response.ok) throw new Error(`runQuery ${collectionId}: ${response.status}`);
  const rows = (await response.json()) as { document?: RestDoc }[];
  const prefix = `projects/${PROJECT_ID}/databases/(default)/documents/`;
  return rows.flatMap(({ document }) => (document ? [document.name.slice(prefix.length)] : []));
}

function seededPaths(): SeedPaths {
  return firestorePaths(APP_ID);
}

// ------------------------------------------------------------------ expected overview counts

/** 00:00 today in Europe/London (the browser's time zone in playwright.config.ts). */
function londonMidnight(now: Date): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const elapsed = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000 + now.getMilliseconds();
  return new Date(now.getTime() - elapsed);
}

interface Expected {
  total: number;
  today: number;
}

/**
 * Seeded documents count with the times the seed gave them (relative to its run, recovered from
 * the admin's createdAt); documents other tests created, or seeded ones they touched since, count
 * with their stored time.
 */
function expectedFrom(seeded: Map<string, Date>, stored: Map<string, Date | null>, midnight: Date): Expected {
  for (const id of seeded.keys()) expect(stored.has(id), `seeded document ${id} exists`).toBe(true);
  let today = 0;
  for (const [id, storedTime] of stored) {
    const seedTime = seeded.get(id);
    const time = seedTime && !(storedTime && storedTime.getTime() > seedTime.getTime() + 1000) ? seedTime : storedTime;
    if (time && time.getTime() >= midnight.getTime()) today += 1;
  }
  return { total: stored.size, today };
}

async function expectedCounts(): Promise<Record<'Users' | 'Room Listings' | 'Roommate Requests' | 'Conversations', Expected>> {
  const p = seededPaths();
  const [users, listings, requests, conversations] = [USERS, LISTINGS, REQUESTS, CONVERSATIONS];
  const adminDoc = await getDoc(p.publicProfile(DEMO_ACCOUNTS.admin.uid));
  const adminCreated = adminDoc?.fields?.createdAt?.timestampValue;
  const adminSeed = users.find((user) => user.uid === DEMO_ACCOUNTS.admin.uid);
  if (!adminCreated || !adminSeed) throw new Error('seeded admin profile not found');
  const seededAt = new Date(adminCreated).getTime() + adminSeed.joinedDaysAgo * DAY_MS;
  // The seed run's own clock: its times, listings' seconds apart included, to the millisecond.
  const seedClock = makeClock(seededAt);
  const postTime = (post: Pick<SeedListing | SeedRequest, 'createdDaysAgo' | 'updatedDaysAgo'>) => seedClock.daysAgo(post.updatedDaysAgo ?? post.createdDaysAgo);
  const lastMessageAt = (c: SeedConversation) =>
    new Date(Math.round(seededAt - c.startDaysAgo * DAY_MS) + c.messages.reduce((sum, [, , gap = 0]) => sum + gap * 60_000, 0));

  const midnight = londonMidnight(new Date());
  const [storedUsers, storedListings, storedRequests, storedConversations] = await Promise.all([
    listTimestamps('user_profiles', 'createdAt'),
    listTimestamps('room_listings', 'lastActivity'),
    listTimestamps('roommate_requests', 'lastActivity'),
    listTimestamps('conversations', 'lastMessageTimestamp'),
  ]);
  return {
    Users: expectedFrom(new Map(users.map((u) => [u.uid, seedClock.daysAgo(u.joinedDaysAgo)])), storedUsers, midnight),
    'Room Listings': expectedFrom(new Map(listings.map((l) => [l.id, listingTimes(seedClock, l).lastActivity])), storedListings, midnight),
    'Roommate Requests': expectedFrom(new Map(requests.map((r) => [r.uid, postTime(r)])), storedRequests, midnight),
    Conversations: expectedFrom(new Map(conversations.map((c) => [conversationId(c.a, c.b), lastMessageAt(c)])), storedConversations, midnight),
  };
}

// ------------------------------------------------------------------ fresh owners with a listing

interface FreshOwner {
  uid: string;
  name: string;
  email: string;
  phone: string;
  listingId: string;
  title: string;
  imageUrls: string[];
  cleanup: () => Promise<void>;
}

let freshCounter = 0;

/** The premium test's room rent: no seeded room and no other test's room costs this. */
const PREMIUM_TEST_RENT = 4321;

/**
 * A fresh account's seed record, unique per test and worker; the caller writes it. A few minutes
 * old, so an edit made by the test is clearly "Updated" (5 s rule).
 */
function freshAccount(label: string, role: SeedUser['role']): { suffix: string; user: SeedUser } {
  const suffix = `${Date.now().toString(36)}${process.pid}${++freshCounter}`;
  const user: SeedUser = {
    uid: `e2e-admin-${label}-${suffix}`,
    name: `E2E ${label} ${role === 'I Have Room' ? 'Owner' : 'Seeker'} ${suffix}`,
    email: uniqueEmail(`admin-${label}`),
    password: '',
    role,
    isAdmin: false,
    isPremium: false,
    avatar: null,
    emailVerified: false,
    phoneVerified: false,
    phone: `+44 7700 900${String(100 + (freshCounter % 800)).padStart(3, '0')}`,
    joinedDaysAgo: 0.003,
    activeDaysAgo: 0.003,
  };
  return { suffix, user };
}

/** An owner (both profile copies) with one active listing, written as the emulator owner. */
async function createFreshOwner(label: string, { withImage = false, rent = 725 } = {}): Promise<FreshOwner> {
  const p = seededPaths();
  const { suffix, user: owner } = freshAccount(label, 'I Have Room');
  const uid = owner.uid;
  const listing: SeedListing = {
    id: `e2e-room-${label}-${suffix}`,
    owner: uid,
    status: 'active',
    createdDaysAgo: 0.003,
    title: `E2E ${label} double room in Ilford ${suffix}`,
    description: 'A bright double room created by the admin end-to-end test.',
    address: 'Ilford',
    postcode: 'London, UK',
    rent,
    deposit: rent,
    roomType: 'Double',
    preferredTenants: 'Any',
    availableInDays: 5,
    amenities: ['WiFi'],
    images: [],
  };
  const imageUrls: string[] = [];
  if (withImage) {
    const path = `artifacts/${APP_ID}/room_listings/${uid}/${Date.now()}_e2e-room.jpg`;
    await uploadJpeg(storageOrigin(), BUCKET, path, await readFile(`${IMAGES_DIR}/room-08.jpg`));
    imageUrls.push(downloadUrl(storageOrigin(), BUCKET, path));
  }
  const clock = makeClock();
  const db = firestoreClient(emulator('FIRESTORE_EMULATOR_HOST'), PROJECT_ID);
  await db.setAll([
    ...profileWrites(p, clock, owner, ''),
    ...listingWrites(p, clock, listing, owner, { images: imageUrls, cardImages: null }),
    [p.listingRegistry(uid), { listingIds: [listing.id], lastChangedId: listing.id }],
  ]);
  return {
    uid,
    name: owner.name,
    email: owner.email,
    phone: owner.phone,
    listingId: listing.id,
    title: listing.title,
    imageUrls,
    cleanup: async () => {
      await db.deleteAll([p.roomListingContact(listing.id), p.roomListing(listing.id), p.listingRegistry(uid), p.publicProfile(uid), p.privateProfile(uid)]);
    },
  };
}

// ------------------------------------------------------------------ a fresh seeker with a roommate profile

interface FreshSeeker {
  uid: string;
  requirements: string;
  cleanup: () => Promise<void>;
}

/** A seeker (both profile copies) with an active roommate profile that needs a Jain-friendly kitchen, written as the emulator owner. */
async function createFreshSeeker(label: string): Promise<FreshSeeker> {
  const p = seededPaths();
  const { suffix, user: seeker } = freshAccount(label, 'I Need Room');
  const uid = seeker.uid;
  const request: SeedRequest = {
    uid,
    status: 'active',
    createdDaysAgo: 0.003,
    moveInDays: 20,
    picture: false,
    aboutMe: 'A seeker created by the admin end-to-end test.',
    age: 26,
    gender: 'Female',
    budget: 750,
    preferredLocations: 'Wembley',
    profession: 'Analyst',
    organization: '',
    preferredRoommates: ['Professional'],
    requirements: `E2E ${label} room near Wembley ${suffix}`,
    furnished: 'Furnished',
    preferredStay: 'Long-term',
    self: { diet: 'jain' },
    needs: { must: { kitchen: ['jain'] } },
  };
  const clock = makeClock();
  const db = firestoreClient(emulator('FIRESTORE_EMULATOR_HOST'), PROJECT_ID);
  await db.setAll([...profileWrites(p, clock, seeker, ''), ...requestWrites(p, clock, request, seeker, '')]);
  return {
    uid,
    requirements: request.requirements,
    cleanup: async () => {
      await db.deleteAll([p.roommateRequestContact(uid), p.roommateRequest(uid), p.publicProfile(uid), p.privateProfile(uid)]);
    },
  };
}

/** The kitchen values of a stored roommate profile's musts, as the emulator holds them. */
async function storedKitchenMust(uid: string): Promise<string[] | undefined> {
  const stored = await getDoc(seededPaths().roommateRequest(uid));
  const kitchen = stored?.fields?.needs?.mapValue?.fields?.must?.mapValue?.fields?.kitchen;
  return kitchen?.arrayValue?.values?.map((value) => value.stringValue ?? '');
}

// ------------------------------------------------------------------ UI helpers

async function signInAsAdmin(page: Page): Promise<void> {
  await signInAs(page, DEMO_ACCOUNTS.admin);
  await page.goto('/');
  // The admin's default view is the dashboard.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 2 })).toBeVisible();
}

async function openSection(page: Page, name: 'Overview' | 'User Management' | 'UK Essentials Page'): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}

async function guestPage(browser: Browser): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  watchConsole(page, errors);
  return { page, errors, close: () => context.close() };
}

/** The PremiumBadge: a decorative star, then "Premium". */
const PREMIUM_BADGE = /^★?\s*Premium$/;

const postRow = (page: Page, title: string): Locator => page.getByRole('list', { name: 'Room Listings' }).getByRole('listitem').filter({ hasText: title });

// ------------------------------------------------------------------ tests

test.describe('admin dashboard', () => {
  test('lands on the dashboard and the overview counts match the seed', async ({ page, consoleErrors, axe }) => {
    await signInAsAdmin(page);
    const table = page.getByRole('table');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
      const expected = await expectedCounts();
      for (const [label, { total, today }] of Object.entries(expected)) {
        const row = table.locator('tr', { has: page.getByRole('rowheader', { name: label, exact: true }) });
        await expect(row.locator('td').nth(0), `${label} total`).toHaveText(String(total), { timeout: 2000 });
        await expect(row.locator('td').nth(1), `${label} today`).toHaveText(String(today), { timeout: 2000 });
      }
    }).toPass({ timeout: 45_000 });
    // The seed's totals are kept counters: Recount counts them again and stores the result.
    await expect(page.getByText(/^Totals are kept up to date/)).toBeVisible();
    await page.getByRole('button', { name: 'Recount totals' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Totals recounted.' })).toBeVisible();
    await expect(page.getByText(/Last recounted \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d\./)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Room Listings' }).getByRole('listitem')).toHaveCount(10);
    await axe();
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await axe(page, { coloursOnly: true });
    expect(consoleErrors).toEqual([]);
  });

  test('user management: search by the start of an email, Last Week filter and user information', async ({ page, consoleErrors, axe }) => {
    const users = USERS;
    await signInAsAdmin(page);
    await openSection(page, 'User Management');
    const list = page.getByRole('list', { name: 'Users' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
    await axe();

    // Part of the email, in another case: emails exist only in the private profiles.
    const target = DEMO_ACCOUNTS.seeker2;
    await page.getByLabel('Search by name or email').fill(target.email.split('@')[0]!.slice(0, 9).toUpperCase());
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(target.name);
    await expect(list.getByRole('listitem')).toContainText(target.email);
    await expect(page.getByRole('button', { name: 'Load More' })).toBeHidden();

    await page.getByRole('button', { name: `Info about ${target.name}` }).click();
    const info = page.getByRole('dialog', { name: 'User information' });
    await expect(info).toContainText(target.email);
    await expect(info).toContainText(target.uid);
    await expect(info).toContainText(target.role ?? '');
    await axe();
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();

    const search = page.getByLabel('Search by name or email');
    await search.fill('');
    await page.getByRole('button', { name: 'Last Week', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Load More' })).toBeHidden();
    // The week's one page shows no one who joined before it...
    await expect(list.getByRole('listitem').first()).toBeVisible();
    for (const user of users.filter((u) => u.joinedDaysAgo > 7)) {
      await expect(list.getByRole('listitem').filter({ hasText: user.email }), `${user.name} joined ${user.joinedDaysAgo} days ago`).toHaveCount(0);
    }
    // ...and finds everyone who joined in it, each by email: other tests register users all
    // along, and newer ones fill that page. The nearest outside the week is not found.
    for (const user of users.filter((u) => u.joinedDaysAgo <= 7)) {
      await search.fill(user.email);
      await expect(list.getByRole('listitem').filter({ hasText: user.email }), `${user.name} joined ${user.joinedDaysAgo} days ago`).toHaveCount(1);
      await expect(list.getByRole('listitem')).toHaveCount(1);
    }
    const nearestOutside = users.filter((u) => u.joinedDaysAgo > 7).sort((a, b) => a.joinedDaysAgo - b.joinedDaysAgo)[0]!;
    await search.fill(nearestOutside.email);
    await expect(page.getByText(ADMIN_LABELS.usersEmpty), `${nearestOutside.name} joined ${nearestOutside.joinedDaysAgo} days ago`).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('granting premium shows the badge, gold border and premium contact number to a guest', async ({ page, browser, consoleErrors }) => {
    // A rent no other test's room has: the guest's Browse, filtered to it, shows this test's room
    // alone, not the newest rooms other workers are creating and deleting meanwhile.
    const owner = await createFreshOwner('premium', { rent: PREMIUM_TEST_RENT });
    const guest = await guestPage(browser);
    try {
      await signInAsAdmin(page);
      await openSection(page, 'User Management');
      // The sync copies private profiles to the public ones: run it before the flag changes below.
      await page.getByRole('button', { name: 'Sync profiles' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Synced \d+ profiles!$/ }).first()).toBeVisible();

      // The whole email: test accounts' addresses share their first 10 characters (the stored term).
      await page.getByLabel('Search by name or email').fill(owner.email);
      const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
      await expect(row).toHaveCount(1);
      await expect(row.getByText(PREMIUM_BADGE)).toHaveCount(0);
      await page.getByRole('button', { name: `Grant Premium for ${owner.name}` }).click();
      const confirm = page.getByRole('dialog', { name: `Grant premium to ${owner.name}?` });
      await confirm.getByRole('button', { name: 'Grant' }).click();
      await expect(confirm).toBeHidden();
      await expect(row.getByText(PREMIUM_BADGE)).toBeVisible();
      await expect(page.getByRole('button', { name: `Revoke Premium for ${owner.name}` })).toBeVisible();

      await guest.page.goto(paths.room(owner.title, owner.listingId));
      await expect(guest.page.getByRole('heading', { level: 1, name: owner.title })).toBeVisible();
      await expect(guest.page.getByText(PREMIUM_BADGE)).toBeVisible();
      await expect(guest.page.getByText('Contact Number (Premium)')).toBeVisible();
      await expect(guest.page.getByRole('link', { name: owner.phone })).toBeVisible();

      await guest.page.goto(`/?minRent=${PREMIUM_TEST_RENT}&maxRent=${PREMIUM_TEST_RENT}`);
      // Browse's grid (BrowseGrid) holds this test's room alone.
      await expect(guest.page.locator('section[aria-labelledby="browse-heading"] li h3')).toHaveText([owner.title]);
      const card = guest.page.locator('main li').filter({ has: guest.page.getByRole('link', { name: owner.title }) });
      await expect(card).toHaveClass(/border-amber-500/);
      await expect(card.getByText(PREMIUM_BADGE)).toBeVisible();
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.close();
      await owner.cleanup();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('post modal blocks chat and edits; delete removes the listing and its Storage file', async ({ page, consoleErrors, axe }) => {
    const owner = await createFreshOwner('delete', { withImage: true });
    try {
      const imageUrl = owner.imageUrls[0]!;
      expect((await fetch(imageUrl)).status).toBe(200);
      await signInAsAdmin(page);
      const row = postRow(page, owner.title);
      await expect(row).toContainText('Posted');

      await row.getByRole('button', { name: /^View \/ Edit/ }).click();
      const modal = page.getByRole('dialog', { name: owner.title });
      await modal.getByRole('button', { name: 'Message User' }).click();
      await expect(modal.getByRole('alert')).toHaveText('Admin cannot initiate chat from dashboard.');
      await axe();
      const edited = `${owner.title} (edited)`;
      await modal.getByLabel('Title').fill(edited);
      await modal.getByRole('button', { name: 'Save Changes' }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByText('Post updated successfully!')).toBeVisible();
      const editedRow = postRow(page, edited);
      await expect(editedRow).toContainText('Updated');

      await editedRow.getByRole('button', { name: /^Delete/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this post permanently?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Post deleted successfully!')).toBeVisible();
      await expect(postRow(page, edited)).toHaveCount(0);

      const p = seededPaths();
      expect(await getDoc(p.roomListing(owner.listingId))).toBeNull();
      expect(await getDoc(p.roomListingContact(owner.listingId))).toBeNull();
      await expect.poll(async () => (await fetch(imageUrl)).status).toBe(404);
    } finally {
      await owner.cleanup();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('edits a seeker\'s household needs on the same chips as My Profile: a kitchen must', async ({ page, consoleErrors, axe }) => {
    const seeker = await createFreshSeeker('household');
    try {
      await signInAsAdmin(page);
      await page.getByRole('group', { name: 'Post type' }).getByRole('button', { name: 'Roommate Requests' }).click();
      const row = page.getByRole('list', { name: 'Roommate Requests' }).getByRole('listitem').filter({ hasText: seeker.requirements });
      await row.getByRole('button', { name: /^View \/ Edit/ }).click();
      const modal = page.getByRole('dialog', { name: seeker.requirements });
      const kitchen = modal.getByRole('group', { name: 'Kitchen', exact: true });
      const kitchenLevel = modal.getByRole('group', { name: 'Kitchen: how much it matters' });
      await expect(modal.getByRole('group', { name: 'What I eat' }).getByRole('button', { name: 'Jain', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(kitchen.getByRole('button', { name: 'Jain-friendly' })).toHaveAttribute('aria-pressed', 'true');
      await expect(kitchenLevel.getByRole('button', { name: 'Must' })).toHaveAttribute('aria-pressed', 'true');
      await axe();

      await kitchen.getByRole('button', { name: 'Vegetarian kitchen' }).click();
      await modal.getByRole('button', { name: 'Save Changes' }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByText('Post updated successfully!')).toBeVisible();
      await expect.poll(() => storedKitchenMust(seeker.uid)).toEqual(['veg-only', 'jain']);

      // The list holds the saved profile: the form opens on what was saved.
      await row.getByRole('button', { name: /^View \/ Edit/ }).click();
      await expect(kitchen.getByRole('button', { name: 'Vegetarian kitchen' })).toHaveAttribute('aria-pressed', 'true');
      await expect(kitchen.getByRole('button', { name: 'Jain-friendly' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await seeker.cleanup();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('reads any conversation without writing to it', async ({ page, consoleErrors }) => {
    const [users, conversations] = [USERS, CONVERSATIONS];
    // The seeded conversation with the most recent message.
    const lastAt = (c: SeedConversation) => -c.startDaysAgo * DAY_MS + c.messages.reduce((sum, [, , gap = 0]) => sum + gap * 60_000, 0);
    const latest = [...conversations].sort((x, y) => lastAt(y) - lastAt(x))[0]!;
    const [first, second] = [latest.a, latest.b].sort().map((uid) => users.find((user) => user.uid === uid)!.name);
    const lastText = latest.messages.at(-1)![1];
    const p = seededPaths();
    const before = JSON.stringify((await getDoc(p.conversation(conversationId(latest.a, latest.b))))?.fields?.unreadCount);

    await signInAsAdmin(page);
    const row = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: `${first} and ${second}` });
    await expect(row).toContainText(lastText);
    await row.getByRole('button', { name: /^Read/ }).click();
    await expect(page.getByRole('heading', { name: `Conversation between ${first} and ${second}` })).toBeVisible();
    const log = page.getByRole('log', { name: 'Messages' });
    for (const [, text] of latest.messages) await expect(log.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Type a message...')).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    // Reading marks nothing as read.
    expect(JSON.stringify((await getDoc(p.conversation(conversationId(latest.a, latest.b))))?.fields?.unreadCount)).toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  test('essentials console: a new category and item appear on the public page', async ({ page, browser, consoleErrors, axe }) => {
    const categories = CATEGORIES;
    const p = seededPaths();
    const suffix = `${Date.now().toString(36)}${process.pid}`;
    const categoryName = `E2E Category ${suffix}`;
    const itemName = `E2E Item ${suffix}`;
    const seededItem = await getDoc(p.essentialsItem('seed-item-tiffin'));
    const imageUrl = seededItem?.fields?.imageUrl?.stringValue ?? '';
    expect(imageUrl).toMatch(/^http/);
    const guest = await guestPage(browser);
    try {
      await signInAsAdmin(page);
      await openSection(page, 'UK Essentials Page');
      await expect(page.getByRole('heading', { name: 'Manage UK Essentials Page' })).toBeVisible();
      const categoryList = page.getByRole('list', { name: 'Categories' });
      await expect(categoryList.getByRole('listitem')).toHaveCount(categories.length);
      await axe();

      // A new category goes last: the last priority + 10, read-only until edited.
      const priority = page.getByLabel('Priority');
      await expect(priority).toHaveValue(String(Math.max(...categories.map((c) => c.priority)) + 10));
      await expect(priority).toHaveAttribute('readonly', '');
      await page.getByLabel('Category name').fill('   ');
      await page.getByRole('button', { name: 'Add Category' }).click();
      await expect(categoryList.getByRole('listitem')).toHaveCount(categories.length);
      await page.getByLabel('Category name').fill(categoryName);
      await page.getByRole('button', { name: 'Add Category' }).click();
      await expect(categoryList.getByRole('listitem')).toHaveCount(categories.length + 1);
      await expect(categoryList.getByRole('listitem').last()).toContainText(categoryName);

      // Reorder: up swaps with the previous category, down restores.
      await page.getByRole('button', { name: `Move ${categoryName} up` }).click();
      await expect(categoryList.getByRole('listitem').nth(categories.length - 1)).toContainText(categoryName);
      await page.getByRole('button', { name: `Move ${categoryName} down` }).click();
      await expect(categoryList.getByRole('listitem').last()).toContainText(categoryName);

      await page.getByRole('button', { name: 'Add Item' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Item' });
      await dialog.getByLabel('Category').selectOption({ label: categoryName });
      await dialog.getByLabel('Name').fill(itemName);
      await dialog.getByLabel('Description').fill('Added by the admin end-to-end test.');
      await dialog.getByLabel('Image URL').fill('not a url');
      await dialog.getByLabel('Affiliate link').fill('https://www.amazon.co.uk/s?k=e2e');
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await expect(dialog.getByText('Enter a full URL starting with http:// or https://.')).toBeVisible();
      await axe();
      await dialog.getByLabel('Image URL').fill(imageUrl);
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: categoryName })).toContainText(itemName);

      await guest.page.goto('/uk-essentials-for-indians');
      await expect(guest.page.getByRole('heading', { name: categoryName })).toBeVisible();
      await expect(guest.page.getByRole('heading', { name: itemName })).toBeVisible();

      // Clean up through the console: item, then the category (its confirmation says items stay).
      await page.getByRole('button', { name: `Delete ${itemName}` }).click();
      await page.getByRole('dialog', { name: `Delete "${itemName}"?` }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('button', { name: `Delete ${itemName}` })).toHaveCount(0);
      await page.getByRole('button', { name: `Delete ${categoryName}` }).click();
      const confirm = page.getByRole('dialog', { name: `Delete the category "${categoryName}"?` });
      await expect(confirm).toContainText('Its items are not deleted');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(categoryList.getByRole('listitem')).toHaveCount(categories.length);
      await guest.page.reload();
      await expect(guest.page.getByRole('heading', { name: categories[0]!.name })).toBeVisible();
      await expect(guest.page.getByRole('heading', { name: categoryName })).toHaveCount(0);
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.close();
      // Whatever happened above, leave the seeded priorities and no test documents behind.
      const db = firestoreClient(emulator('FIRESTORE_EMULATOR_HOST'), PROJECT_ID);
      await db.setAll(categories.map(({ id, name, priority: value }): Write => [p.essentialsCategory(id), { name, priority: value }]));
      await db.deleteAll([...(await pathsNamed('essentials_items', itemName)), ...(await pathsNamed('essentials_categories', categoryName))]);
    }
    expect(consoleErrors).toEqual([]);
  });
});
