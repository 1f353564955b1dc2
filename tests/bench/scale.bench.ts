/**
 * The scale benchmark (issue 19), run by `npm run bench:scale -- --users N --listings N --messages N`
 * (scripts/bench/scale.mjs): loads a synthetic data set, then times each screen of the real
 * build until it is usable and counts the documents it read (window.__roomshareReads, a
 * VITE_BENCH build only). Writes reports/scale.md.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DEMO_ACCOUNTS, logIn } from '../e2e/support/auth';
import { expect, test } from '../e2e/support/fixtures';
import { benchClient, benchEmail, conversationWrites, listingWrites, userWrites, type Write } from './syntheticData';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const CONVERSATIONS = Math.min(200, USERS - 1);
const CHAT_MESSAGES = Math.max(1, Math.min(5000, MESSAGES - (CONVERSATIONS - 1)));
const CHUNK = 4000;
const PARALLEL = 4;

interface Row {
  screen: string;
  ms: number;
  reads: number;
  bareMs?: number;
  note?: string;
}
const rows: Row[] = [];
let loadSeconds = 0;

async function writeInParallel(writes: Write[]): Promise<void> {
  const client = await benchClient();
  const chunks: Write[][] = [];
  for (let i = 0; i < writes.length; i += CHUNK) chunks.push(writes.slice(i, i + CHUNK));
  for (let i = 0; i < chunks.length; i += PARALLEL) await Promise.all(chunks.slice(i, i + PARALLEL).map((chunk) => client.setAll(chunk)));
}

const reads = (page: Page) => page.evaluate(() => (window as unknown as { __roomshareReads?: number }).__roomshareReads ?? 0);

/** Time from `act` until `ready` is visible, and the documents read meanwhile (plus 500 ms to settle). */
async function measure(page: Page, screen: string, act: () => Promise<unknown>, ready: () => Locator, extra: Partial<Row> = {}): Promise<void> {
  const before = await reads(page).catch(() => 0);
  const started = performance.now();
  try {
    await act();
    await expect(ready()).toBeVisible({ timeout: 60_000 });
  } catch (cause) {
    // One screen failing must not lose the others' figures: the report says which failed.
    rows.push({ screen, ms: Number.NaN, reads: Number.NaN, note: `not usable: ${String(cause).split('\n')[0]}` });
    return;
  }
  const ms = performance.now() - started;
  await page.waitForTimeout(500);
  const after = await reads(page);
  // A full page load resets the counter.
  rows.push({ screen, ms, reads: after >= before ? after - before : after, ...extra });
}

/** The bare query on the emulator (owner credentials, no rules), so its share of a screen is visible. */
async function bareQuery(parent: string, structuredQuery: Record<string, unknown>): Promise<number> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/demo-roomshare/databases/(default)/documents${parent}:runQuery`;
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer owner', 'content-type': 'application/json' }, body: JSON.stringify({ structuredQuery }) });
  await response.json();
  return performance.now() - started;
}

const byCreatedDesc = { orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }], limit: 10 };
const userProfiles = { from: [{ collectionId: 'user_profile', allDescendants: true }] };

test('scale benchmark', async ({ page, browser }) => {
  const started = performance.now();
  await writeInParallel(await userWrites(0, USERS));
  await writeInParallel(listingWrites(0, LISTINGS, USERS));
  await writeInParallel(conversationWrites(DEMO_ACCOUNTS.seeker.uid, DEMO_ACCOUNTS.seeker.name, CONVERSATIONS, CHAT_MESSAGES));
  loadSeconds = (performance.now() - started) / 1000;

  // Guest screens.
  const bareBrowse = await bareQuery('/artifacts/roomshare-uk/public/data', {
    from: [{ collectionId: 'room_listings' }],
    where: { fieldFilter: { field: { fieldPath: 'status' }, op: 'IN', value: { arrayValue: { values: [{ stringValue: 'active' }, { stringValue: 'filled' }] } } } },
    orderBy: [{ field: { fieldPath: 'status' } }, { field: { fieldPath: 'lastActivity' }, direction: 'DESCENDING' }],
    limit: 12,
  });
  // A post card's heading (premium demo posts sort first, so not necessarily a bench post).
  const firstCard = () => page.getByRole('main').getByRole('heading', { level: 3 }).first();
  await measure(page, 'Guest browse (rooms, unfiltered)', () => page.goto(paths.tab('browse-rooms')), firstCard, { bareMs: bareBrowse });
  await measure(page, 'Guest browse (rent ≤ £900, Double, WiFi)', () => page.goto(`${paths.tab('browse-rooms')}&maxRent=900&type=Double&amenities=WiFi`), firstCard);
  await measure(page, 'Location page (Ilford)', () => page.goto(paths.location('ilford')), firstCard);
  await measure(page, 'Room page', () => page.goto(paths.room('Bench room 6 in Ilford', 'bench-6')), () => page.getByRole('heading', { level: 1, name: 'Bench room 6 in Ilford' }));

  // Messages and a long chat, as the seeded seeker.
  const seeker = await browser.newPage();
  await seeker.goto('/');
  await logIn(seeker, DEMO_ACCOUNTS.seeker.email, DEMO_ACCOUNTS.seeker.password);
  await measure(seeker, `Messages (${CONVERSATIONS} conversations)`, () => seeker.getByRole('button', { name: /^Messages/ }).click(), () => seeker.getByRole('button', { name: /^Bench Member 1 / }));
  await measure(seeker, `Chat (${CHAT_MESSAGES} messages)`, () => seeker.getByRole('button', { name: /^Bench Member 1 / }).click(), () => seeker.getByRole('log').getByText(`Message ${CHAT_MESSAGES - 1}`, { exact: true }));
  await seeker.close();

  // Admin screens.
  await page.goto('/');
  await logIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await measure(page, 'Admin overview', () => page.reload(), () => page.getByRole('table'));
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const users = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await measure(page, 'User Management (first page)', () => nav.getByRole('link', { name: 'User Management', exact: true }).click(), () => users.nth(9), {
    bareMs: await bareQuery('', { ...userProfiles, ...byCreatedDesc }),
  });
  const target = Math.floor(USERS / 2);
  const part = `${target}.k9@`;
  await measure(page, `User Management (search "${part}")`, () => page.getByLabel('Search by name or email').fill(part), () => users.filter({ hasText: benchEmail(target) }), {
    bareMs: await bareQuery('', { ...userProfiles, ...byCreatedDesc, where: { fieldFilter: { field: { fieldPath: 'searchTerms' }, op: 'ARRAY_CONTAINS', value: { stringValue: part } } } }),
    note: 'includes the 300 ms typing pause',
  });
  await page.getByLabel('Search by name or email').fill('');
  await expect(users).toHaveCount(10);
  await measure(page, 'User Management (Last Week)', () => page.getByRole('button', { name: 'Last Week', exact: true }).click(), () => users.first());
  await measure(page, 'Moderation queue', () => nav.getByRole('link', { name: 'Moderation' }).click(), () => page.getByRole('heading', { name: 'Moderation' }).first());
  const review = await nav.getByRole('link', { name: /Review/ }).count();
  if (review === 0) rows.push({ screen: 'Review queue', ms: Number.NaN, reads: Number.NaN, note: 'not in this build (issue 18 adds it)' });

  // The profile sync over every private profile.
  await nav.getByRole('link', { name: 'User Management', exact: true }).click();
  const before = await reads(page);
  const syncStart = performance.now();
  await page.getByRole('button', { name: 'Sync profiles' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Synced \d+ profiles!$/ }).first()).toBeVisible({ timeout: 30 * 60_000 });
  const syncMs = performance.now() - syncStart;
  const total = Number((await page.getByRole('status').filter({ hasText: /^Synced \d+ profiles!$/ }).first().textContent())?.match(/\d+/)?.[0] ?? USERS);
  rows.push({ screen: `Profile sync, per 1,000 users (${total} checked)`, ms: (syncMs * 1000) / total, reads: Math.round((((await reads(page)) - before) * 1000) / total) });

});

// Written even when a step failed, with the screens measured so far.
test.afterAll(async () => {
  await writeFile('reports/scale.md', report());
});

function report(): string {
  const fmt = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : Math.round(n).toLocaleString('en-GB'));
  const cpus = os.cpus();
  return [
    '# Scale benchmark',
    '',
    `Run ${new Date().toISOString()} by \`npm run bench:scale -- --users ${USERS} --listings ${LISTINGS} --messages ${MESSAGES}\` (tests/bench/scale.bench.ts).`,
    `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} at the end (shared with other sessions).`,
    `Data: ${USERS} synthetic users (+ the demo seed), ${LISTINGS} room listings, ${CONVERSATIONS} conversations for one user, one of them with ${CHAT_MESSAGES} messages; loaded in ${loadSeconds.toFixed(1)} s.`,
    '',
    'Time = from the action until the screen is usable (its content visible), in the production build under `vite preview`, Chromium, local emulators. Reads = documents the data layer read (a count aggregation = 1 per 1,000). Bare query = the same query straight to the emulator.',
    '',
    '| Screen | Time (ms) | Documents read | Bare query (ms) | Note |',
    '|---|---:|---:|---:|---|',
    ...rows.map((row) => `| ${row.screen} | ${fmt(row.ms)} | ${fmt(row.reads)} | ${fmt(row.bareMs)} | ${row.note ?? ''} |`),
    '',
  ].join('\n');
}
