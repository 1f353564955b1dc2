/**
 * The scale benchmark, run by `npm run bench:scale -- --users N --listings N --messages N`
 * (scripts/bench/scale.ts): loads a synthetic data set, then times each screen of the real
 * build until it is usable and counts the documents it read (window.__roomshareReads, a
 * VITE_BENCH build only). Adds its run to reports/scale-runs.json and rewrites reports/scale.md.
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN_PAGE_SIZE, BROWSE_PAGE_SIZE, CONVERSATIONS_PAGE_SIZE, FILTERED_PAGE_MAX_QUERIES, NEARBY_PARALLEL_QUERIES } from '../../src/config/constants';
import { paths } from '../../src/config/paths';
import { FIT_UI } from '../../src/features/fit/messages';
import { meetsMusts } from '../../src/lib/household/fit';
import { queryMust } from '../../src/lib/household/mustQuery';
import { NEED_DIMENSIONS, type HouseholdNeeds } from '../../src/schema/household';
import { DEMO_ACCOUNTS, logIn, openAuthModal } from '../e2e/support/auth';
import { expect, test } from '../e2e/support/fixtures';
import { COUNTED_COLLECTIONS } from '../../src/data/collections/companions';
import { bareNearestPage } from './nearbyBare';
import { BARE, timeBare, timeBareGuestQuery, timeBareOverview, timeBareQueriesAtOnce, timeBareQuery, type BareTime } from './bareQueries';
import { emulatorWaitMs, keepRequestTimings, pageNow } from './emulatorWait';
import { benchHousehold } from './benchHousehold';
import { machine, saveRun, type Row } from './report';
import { benchClient, benchEmail, benchListingFacts, benchUid, conversationWrites, listingWrites, newestLiveBenchListings, PENDING_EVERY, seedNeedsOf, userWrites, type Write } from './syntheticData';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const CONVERSATIONS = Math.min(200, USERS - 1);
const CHAT_MESSAGES = Math.max(1, Math.min(5000, MESSAGES - (CONVERSATIONS - 1)));
const CHUNK = 4000;
const PARALLEL = 4;

const rows: Row[] = [];
let loadSeconds = 0;

async function writeInParallel(writes: Write[]): Promise<void> {
  const client = await benchClient();
  const chunks: Write[][] = [];
  for (let i = 0; i < writes.length; i += CHUNK) chunks.push(writes.slice(i, i + CHUNK));
  for (let i = 0; i < chunks.length; i += PARALLEL) await Promise.all(chunks.slice(i, i + PARALLEL).map((chunk) => client.setAll(chunk)));
}

const reads = (page: Page) => page.evaluate(() => (window as unknown as { __roomshareReads?: number }).__roomshareReads ?? 0);
const inFlight = (page: Page) => page.evaluate(() => (window as unknown as { __roomshareReadsInFlight?: number }).__roomshareReadsInFlight ?? 0);

/**
 * Screens read extras after the page has settled (the rent check and typical rents start 3 s
 * after `load`, src/lib/useAfterLoad.ts): the counter is read no sooner than this after the screen
 * is usable, so they count at every size.
 */
const EXTRAS_WAIT_MS = 6000;

/**
 * The read counter once no one-shot read is under way and it has not moved for a second, and no
 * sooner than EXTRAS_WAIT_MS: the screen's late reads count too (the emulator is slow at size;
 * live listeners have no "under way").
 */
async function settledReads(page: Page): Promise<number> {
  await page.waitForTimeout(EXTRAS_WAIT_MS - 1000);
  let last = await reads(page);
  for (let waited = 0; waited < 10 * 60_000; waited += 1000) {
    await page.waitForTimeout(1000);
    const now = await reads(page);
    if (now === last && (await inFlight(page)) === 0) return now;
    last = now;
  }
  return last;
}

/** Time from `act` until `ready` is visible, and the documents read meanwhile (until they settle). */
async function timeScreen(page: Page, screen: string, act: () => Promise<unknown>, ready: () => Locator, extra: Partial<Row> & Partial<BareTime> = {}, timeout = 60_000, newPage = false): Promise<Row> {
  const { failed, ...known } = extra;
  // The app sends the same query: it cannot be usable when the emulator cannot answer it.
  if (failed) return { screen, ms: Number.NaN, reads: Number.NaN, note: `not timed: ${failed}` };
  const before = await reads(page).catch(() => 0);
  // A page load's window starts at the new page's clock origin (its navigation).
  const from = newPage ? 0 : await pageNow(page);
  const started = performance.now();
  try {
    await act();
    await expect(ready().first()).toBeVisible({ timeout });
  } catch (cause) {
    // One screen failing must not lose the others' figures: the report says which failed.
    return { screen, ms: Number.NaN, reads: Number.NaN, bareMs: known.bareMs, note: `not usable: ${String(cause).split('\n')[0]}` };
  }
  const ms = performance.now() - started;
  // The page's clock is read one round trip after the screen showed: the window ends at `ms`, so the waits never exceed the time.
  const emulatorMs = await emulatorWaitMs(page, from, Math.min(await pageNow(page), from + ms));
  const after = await settledReads(page);
  // A page load starts a new counter; a screen within the page adds to it.
  return { screen, ms, reads: newPage ? after : after - before, emulatorMs, ...known };
}

async function measure(...args: Parameters<typeof timeScreen>): Promise<void> {
  rows.push(await timeScreen(...args));
}

/**
 * A page load, three times: the median. At 100,000 users the emulator's time for the same query
 * varies by seconds from one load to the next (the location page took 2.4 s to 11.2 s in four
 * single-load runs), so one load says little; the note lists all three.
 */
async function measurePageLoad(page: Page, screen: string, url: string, ready: () => Locator, extra: Partial<Row> & Partial<BareTime> = {}, describe?: () => Promise<string>): Promise<void> {
  const loads: Row[] = [];
  for (let run = 0; run < 3; run += 1) loads.push(await timeScreen(page, screen, () => page.goto(url), ready, extra, undefined, true));
  const median = [...loads].sort((a, b) => (Number.isNaN(a.ms) ? 1 : Number.isNaN(b.ms) ? -1 : a.ms - b.ms))[1]!;
  const times = loads.map((load) => (Number.isNaN(load.ms) ? 'failed' : `${Math.round(load.ms).toLocaleString('en-GB')} ms`)).join(', ');
  const shown = describe ? await describe() : undefined;
  rows.push({ ...median, note: [median.note, shown, `median of 3 loads: ${times}`].filter(Boolean).join('; ') });
}

async function loadData(): Promise<void> {
  const started = performance.now();
  for (let from = 0; from < USERS; from += 20_000) await writeInParallel(await userWrites(from, Math.min(USERS, from + 20_000)));
  for (let from = 0; from < LISTINGS; from += 20_000) await writeInParallel(listingWrites(from, Math.min(LISTINGS, from + 20_000), USERS));
  await writeInParallel(conversationWrites(DEMO_ACCOUNTS.seeker.uid, DEMO_ACCOUNTS.seeker.name, CONVERSATIONS, CHAT_MESSAGES, MESSAGES, USERS));
  loadSeconds = (performance.now() - started) / 1000;
}

async function guestScreens(page: Page): Promise<void> {
  // A post card's heading (premium demo posts sort first, so not necessarily a bench post).
  const firstCard = () => page.getByRole('main').getByRole('heading', { level: 3 });
  await measurePageLoad(page, 'Guest browse (rooms, unfiltered)', paths.tab('browse-rooms'), firstCard, await timeBareGuestQuery(BARE.browse));
  await measurePageLoad(page, 'Guest browse (rent ≤ £900, Double, WiFi)', `${paths.tab('browse-rooms')}&maxRent=900&type=Double&amenities=WiFi`, firstCard, {
    ...(await timeBareGuestQuery(BARE.browseFiltered(900, 'Double'))),
  });
  await measurePageLoad(page, 'Location page (Ilford)', paths.location('ilford'), firstCard, await timeBareGuestQuery(BARE.location('ilford')));
  // Distance search: the nearest-first cell search (docs/architecture.md "Designed for scale").
  const ucl = { lat: 51.5246, lng: -0.134 };
  const { queries } = await bareNearestPage(ucl, 5);
  await measurePageLoad(page, 'Guest distance search (5 km around UCL)', `/?near=UCL&lat=${ucl.lat}&lng=${ucl.lng}&km=5`, firstCard, {
    ...(await timeBare(() => bareNearestPage(ucl, 5))),
    note: `bare query: the search's first page run against the emulator as the page runs it (${queries} geohash cell queries, ${NEARBY_PARALLEL_QUERIES} at a time)`,
  });
  await measurePageLoad(page, 'Room page', paths.room('Bench room 6 in Ilford', 'bench-6'), () => page.getByRole('heading', { level: 1, name: 'Bench room 6 in Ilford' }));
}

async function seekerScreens(page: Page): Promise<void> {
  const me = DEMO_ACCOUNTS.seeker.uid;
  await page.goto('/');
  // The guest's browse page reads first, so its reads are not counted as signing in's.
  await settledReads(page);
  // The header's unread badge listens to the 30 newest conversations from sign-in on; the Messages
  // list shares that query (one server target), so those reads belong to signing in. Messages
  // reads only the rooms its chats are about.
  await openAuthModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(DEMO_ACCOUNTS.seeker.email);
  await dialog.getByLabel('Password').fill(DEMO_ACCOUNTS.seeker.password);
  await measure(page, `Sign in (a user with ${CONVERSATIONS} conversations)`, () => dialog.getByRole('button', { name: 'Login', exact: true }).last().click(), () => page.getByRole('button', { name: /Account menu/ }), {
    note: 'from pressing Login; reads include the unread badge\'s live list of the 30 newest conversations, which Messages shares',
  });
  const partner = page.getByRole('button', { name: /^Bench Member 1 / });
  await measure(page, `Messages (a user with ${CONVERSATIONS} conversations)`, () => page.getByRole('button', { name: /^Messages/ }).click(), () => partner, {
    ...(await timeBareQuery(BARE.conversations(me))),
    note: `the list shares the badge's live query (read at sign-in); the reads are the rooms the chats are about (src/features/chat/hooks/useRoomTitles.ts): the public rooms, title and owner only, of everyone in the ${CONVERSATIONS_PAGE_SIZE} listed conversations`,
  });
  const chatId = [me, benchUid(1)].sort().join('_');
  await measure(page, 'Chat (the long conversation)', () => partner.click(), () => page.getByRole('log').getByText(`Message ${CHAT_MESSAGES - 1}`, { exact: true }), {
    ...(await timeBareQuery(BARE.messages(chatId))),
  });
}

/** The fit labels the page shows, in order, runs of one label counted: "Great fit ×2, Check 1 thing ×3". */
async function shownFit(page: Page): Promise<string> {
  const labels = (await page.getByRole('main').getByTestId('fit-label').allTextContents()).map((label) => label.replace(FIT_UI.labelPrefix, '').trim());
  const runs: { label: string; count: number }[] = [];
  for (const label of labels) {
    const last = runs.at(-1);
    if (last?.label === label) last.count += 1;
    else runs.push({ label, count: 1 });
  }
  return `the last load showed ${labels.length} rooms, labelled in order ${runs.map((run) => `${run.label} ×${run.count}`).join(', ')}`;
}

/** Which of the seeker's musts the Browse query runs and which the page checks on what it read (src/lib/household/mustQuery.ts). */
function mustsNote(needs: HouseholdNeeds | undefined): string {
  const must = queryMust(needs?.must);
  const inQuery = must ? `a query constraint: ${must.field} in [${must.values.join(', ')}] (her kitchen must)` : 'no must the query can run';
  const inBrowser = NEED_DIMENSIONS.filter((dimension) => (needs?.must?.[dimension]?.length ?? 0) > 0 && `household.${dimension}` !== must?.field);
  return [
    `musts: ${inQuery}; checked in the browser on the rooms read: ${inBrowser.length > 0 ? inBrowser.join(', ') : 'none'}`,
    `a must checked in the browser reads further pages of the same query, at most ${FILTERED_PAGE_MAX_QUERIES} queries (${FILTERED_PAGE_MAX_QUERIES * BROWSE_PAGE_SIZE} rooms) a page`,
    'the query waits for her needs (one read a session)',
  ].join('; ');
}

const SIGNED_IN_READS = 'reads are the whole signed-in page load\'s: the page\'s query and the session\'s own reads (her profile, her needs, the unread badge\'s live conversations beyond what the local cache holds), the same in each Browse Rooms row, so the rows differ by the page\'s queries only';
const FIT_SORT_NOTE = '"best fit first" ranks the loaded page in the browser (the same query as unfiltered, no read of its own); the page says it ranks the rooms loaded so far';

/**
 * Browse Rooms as the signed-in seeker (src/features/listings/components/BrowseRooms.tsx):
 * unfiltered, "Only rooms that meet my musts" (`musts=1`), "Best fit first" (`sort=fit`) and both,
 * each a page load like the guest's. Usable once the cards carry their fit labels: her needs read,
 * the rooms drawn (a signed-in page has no early read).
 */
async function seekerBrowseScreens(page: Page): Promise<void> {
  const needs = seedNeedsOf(DEMO_ACCOUNTS.seeker.uid);
  const must = queryMust(needs?.must);
  const browse = paths.tab('browse-rooms');
  const labelled = () => page.getByRole('main').getByTestId('fit-label');
  const described = () => shownFit(page);
  const plainBare = await timeBareQuery(BARE.browse);
  const mustBare = await timeBareQuery(must ? BARE.browseMust(must) : BARE.browse);
  await measurePageLoad(page, 'Browse Rooms, signed in (unfiltered)', browse, labelled, { ...plainBare, note: SIGNED_IN_READS }, described);
  await measurePageLoad(page, 'Browse Rooms, signed in, only my musts', `${browse}&musts=1`, labelled, { ...mustBare, note: `${mustsNote(needs)}; ${SIGNED_IN_READS}` }, described);
  await measurePageLoad(page, 'Browse Rooms, signed in, best fit first', `${browse}&sort=fit`, labelled, { ...plainBare, note: `${FIT_SORT_NOTE}; ${SIGNED_IN_READS}` }, described);
  await measurePageLoad(page, 'Browse Rooms, signed in, only my musts, best fit first', `${browse}&musts=1&sort=fit`, labelled, {
    ...mustBare,
    note: `both of the above: the must query's page, ranked; ${SIGNED_IN_READS}`,
  }, described);
}

/** How many of the live bench rooms meet the demo seeker's musts, for the run's description. */
async function seekerMustShare(): Promise<string> {
  const must = seedNeedsOf(DEMO_ACCOUNTS.seeker.uid)?.must;
  const live = newestLiveBenchListings(LISTINGS, LISTINGS);
  const meeting = live.filter((i) => meetsMusts(must, benchHousehold(i))).length;
  return `${meeting.toLocaleString('en-GB')} of the ${live.length.toLocaleString('en-GB')} live ones meet the demo seeker's musts`;
}

async function adminScreens(page: Page): Promise<void> {
  await page.goto('/');
  await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const countsShown = () => page.locator('table[aria-busy="false"]').filter({ has: page.getByRole('rowheader', { name: 'Users', exact: true }) });
  const overviewBare = await timeBareOverview(COUNTED_COLLECTIONS.map((collection) => `artifacts/roomshare-uk/public/data/stats/${collection}`), BARE.todayCounts(), BARE.overviewLists());
  rows.push(
    await timeScreen(page, 'Admin overview (page reload)', () => page.reload(), countsShown, {
      ...overviewBare,
      note: 'the whole app starts again: the session is restored and the admin code loaded before the counts are asked; bare query as below',
    }, undefined, true),
  );
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const users = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await nav.getByRole('link', { name: 'User Management', exact: true }).click();
  await expect(users.first()).toBeVisible();
  await settledReads(page);
  await measure(page, 'Admin overview (from the admin menu)', () => nav.getByRole('link', { name: 'Overview', exact: true }).click(), countsShown, {
    ...overviewBare,
    note: 'totals: four counter documents; bare query: the screen\'s requests sent at once, 6 at a time as a browser does (the counters, the four "today" counts, the first pages of its lists)',
  });
  await measure(page, 'User Management (first page)', () => nav.getByRole('link', { name: 'User Management', exact: true }).click(), () => users.nth(9), {
    ...(await timeBareQuery(BARE.users)),
  });
  const target = Math.floor(USERS / 2);
  // A whole email: one equality on it (every synthetic address starts "bench.memb", the stored term).
  const email = benchEmail(target);
  await measure(page, 'User Management (search by a whole email)', () => page.getByLabel('Search by name or email').fill(email), () => users.filter({ hasText: email }), {
    ...(await timeBareQuery(BARE.userByEmail(email))),
    note: `searched "${email}"; includes the 300 ms typing pause`,
  }, 15 * 60_000);
  await page.getByLabel('Search by name or email').fill('');
  await expect(users).toHaveCount(10);
  await measure(page, 'User Management (Last Week)', () => page.getByRole('button', { name: 'Last Week', exact: true }).click(), () => users, await timeBareQuery(BARE.lastWeek()));
  const reports = page.getByRole('list', { name: 'Open reports' }).getByRole('listitem').or(page.getByText('No open reports.'));
  await measure(page, 'Moderation queue', () => nav.getByRole('link', { name: 'Moderation', exact: true }).click(), () => reports, await timeBareQuery(BARE.openReports));
  const pending = page.getByRole('list', { name: /^Pending: / }).getByRole('listitem');
  await measure(page, `Review queue (pending: 1 in ${PENDING_EVERY} listings)`, () => nav.getByRole('link', { name: 'Review', exact: true }).click(), () => pending, {
    ...(await timeBareQuery(BARE.pendingListings)),
  });
  // Flagged: usable once the first page of live posts is screened (each post's signals computed).
  const screened = page.getByRole('list', { name: 'Risk signals' }).or(page.getByText(/^No risk signals in the \d+ live posts/));
  // The bare time: the three screening queries of the 10 newest live bench listings, sent at once
  // as the screen sends its page's (the page may hold newer demo posts: same query shapes).
  const screening = newestLiveBenchListings(LISTINGS, ADMIN_PAGE_SIZE).flatMap((i) => {
    const facts = benchListingFacts(i, USERS);
    return BARE.screening(facts.locationKey, facts.roomType, facts.uid);
  });
  await measure(page, 'Review queue (Flagged, 10 live listings screened)', () => page.getByRole('group', { name: 'Review view' }).getByRole('button', { name: 'Flagged' }).click(), () => screened, {
    ...(await timeBareQueriesAtOnce(screening)),
    note: 'reads include each post\'s rent comparison, area photos and owner activity; bare query: 10 posts\' three screening queries each, sent at once as the screen does (6 at a time: a browser\'s connections to one HTTP/1.1 host)',
  }, 15 * 60_000);
}

/** Past this many users the sync's rate is measured over its first SYNC_SAMPLE profiles, then stopped. */
const SYNC_SAMPLE = 2_000;
const count = (text: string | null, pattern: RegExp) => Number(text?.match(pattern)?.[1]?.replace(/,/g, '') ?? Number.NaN);

async function profileSync(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: 'User Management', exact: true }).click();
  const before = await reads(page);
  const started = performance.now();
  await page.getByRole('button', { name: 'Sync profiles' }).click();
  const done = page.getByRole('status').filter({ hasText: /^Synced [\d,]+ profiles!$/ }).first();
  const progress = page.getByRole('status').filter({ hasText: / checked, / }).first();
  let checked: number;
  if (USERS > 2 * SYNC_SAMPLE) {
    // The whole sync is linear: its rate over a sample is the figure (a full run takes minutes).
    await expect.poll(async () => count(await progress.textContent().catch(() => null), /^([\d,]+) of /), { timeout: 30 * 60_000, intervals: [200] }).toBeGreaterThanOrEqual(SYNC_SAMPLE);
    checked = count(await progress.textContent(), /^([\d,]+) of /);
    await page.getByRole('button', { name: 'Stop sync' }).click();
  } else {
    await expect(done).toBeVisible({ timeout: 30 * 60_000 });
    checked = count(await done.textContent(), /([\d,]+)/);
  }
  const ms = performance.now() - started;
  const sample = USERS > 2 * SYNC_SAMPLE ? `${checked.toLocaleString('en-GB')} of ${USERS.toLocaleString('en-GB')} checked, then stopped` : `${checked.toLocaleString('en-GB')} checked`;
  rows.push({
    screen: 'Profile sync, per 1,000 users',
    ms: (ms * 1000) / checked,
    reads: Math.round((((await reads(page)) - before) * 1000) / checked),
    note: `${sample}; inherently linear: paged, resumable, with progress`,
  });
}

test('scale benchmark', async ({ page, browser }) => {
  await loadData();
  await keepRequestTimings(page);
  await guestScreens(page);
  const seeker = await browser.newPage();
  await keepRequestTimings(seeker);
  await seekerScreens(seeker);
  await seekerBrowseScreens(seeker);
  await seeker.close();
  await adminScreens(page);
  await profileSync(page);
});

// Written even when a step failed, with the screens measured so far.
test.afterAll(async () => {
  await saveRun({
    at: new Date().toISOString(),
    command: `npm run bench:scale -- --users ${USERS} --listings ${LISTINGS} --messages ${MESSAGES}`,
    users: USERS,
    listings: LISTINGS,
    messages: MESSAGES,
    data: `${USERS.toLocaleString('en-GB')} synthetic users (+ the demo seed), ${LISTINGS.toLocaleString('en-GB')} room listings (1 in ${PENDING_EVERY} pending; households varied, ${await seekerMustShare()}), ${MESSAGES.toLocaleString('en-GB')} messages: ${CONVERSATIONS} conversations for one user, one of them with ${CHAT_MESSAGES.toLocaleString('en-GB')} messages, the rest between other users`,
    loadSeconds,
    machine: machine(),
    rows,
  });
});
