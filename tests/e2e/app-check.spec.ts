/**
 * App Check in a real browser, on a build made with the debug provider:
 *   VITE_APPCHECK_DEBUG_TOKEN=e2e-debug-token E2E_DIST=dist-appcheck-e2e npm run test:e2e -- tests/e2e/app-check.spec.ts
 * The debug token's exchange goes to Google's App Check backend, which this offline machine cannot
 * reach, so Playwright answers it (as Google would: a token and its ttl). Everything else is real:
 * the App Check SDK, the REST reader, the Auth and Firestore SDKs against the emulators (which
 * accept but never verify App Check tokens). It also measures what App Check adds to a guest page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DEMO_ACCOUNTS, logIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { EAST_HAM_ROOM } from './support/listings';

const DEBUG_TOKEN = process.env.VITE_APPCHECK_DEBUG_TOKEN ?? '';
const APP_CHECK_TOKEN = 'e2e-app-check-token';
const DIST = process.env.E2E_DIST ?? 'dist';
const ROOM = EAST_HAM_ROOM;

test.skip(!DEBUG_TOKEN, 'runs only on a build with App Check (VITE_APPCHECK_DEBUG_TOKEN set, see above); the default e2e build has none');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The App Check SDK's files (with the Firebase app core it imports and our provider module), from the build manifest. */
function appCheckFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  ['node_modules/firebase/app-check/dist/esm/index.esm.js', 'node_modules/firebase/app/dist/esm/index.esm.js', 'src/data/transport/appCheckProvider.ts'].forEach(add);
  return files;
}

/** Answers Google's App Check token exchange (and its CORS preflight) and counts the exchanges. */
async function fakeTokenExchange(page: Page): Promise<{ exchanges: string[] }> {
  const exchanges: string[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type,x-firebase-client' };
  await page.route('https://content-firebaseappcheck.googleapis.com/**', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    exchanges.push(route.request().postData() ?? '');
    return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify({ token: APP_CHECK_TOKEN, ttl: '3600s' }) });
  });
  return { exchanges };
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const isRestRead = (request: Request) => /\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents.*:(runQuery|batchGet|runAggregationQuery)/.test(request.url());

test('a guest page sends the App Check token on its REST reads, and what that costs', async ({ page, consoleErrors }) => {
  const { exchanges } = await fakeTokenExchange(page);
  const requests = recordRequests(page);
  await page.goto(ROOM);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const reads = requests.filter(isRestRead);
  expect(reads.length).toBeGreaterThan(0);
  // No early read in the HTML: it could not carry the token (src/app/prerender.tsx).
  expect(await page.locator('script[data-early-read]').count()).toBe(0);
  for (const read of reads) expect((await read.allHeaders())['x-firebase-appcheck'], read.url()).toBe(APP_CHECK_TOKEN);
  expect(exchanges).toHaveLength(1);
  expect(JSON.parse(exchanges[0] ?? '{}')).toEqual({ debug_token: DEBUG_TOKEN });

  const sdkFiles = appCheckFiles();
  const fetchedSdk = requests.map((request) => new URL(request.url()).pathname.slice(1)).filter((file) => sdkFiles.has(file));
  const bytes = fetchedSdk.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0);
  const readUrls = new Set(reads.map((read) => read.url()));
  console.log(
    `App Check on a guest room page: ${(bytes / 1024).toFixed(1)} KB gzip JS in ${fetchedSdk.length} files, ${exchanges.length} token exchange, ` +
      `${reads.length} REST reads on ${readUrls.size} distinct URLs (each a preflighted CORS request now)`,
  );
  expect(fetchedSdk.length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in user sends it to Auth and to Firestore through the SDK', async ({ page, consoleErrors }) => {
  await fakeTokenExchange(page);
  const requests = recordRequests(page);
  await page.goto('/');
  await logIn(page, DEMO_ACCOUNTS.seeker.email, DEMO_ACCOUNTS.seeker.password);
  // Messages is a live listener: the full Firestore SDK.
  await page.goto(paths.tab('messages'));
  await expect.poll(() => requests.some((request) => request.url().includes('/google.firestore.v1.Firestore/'))).toBe(true);

  const authCalls = requests.filter((request) => request.url().includes('identitytoolkit.googleapis.com') && request.method() === 'POST');
  expect(authCalls.length).toBeGreaterThan(0);
  for (const call of authCalls) expect((await call.allHeaders())['x-firebase-appcheck'], call.url()).toBe(APP_CHECK_TOKEN);

  // The Firestore SDK's WebChannel sends its headers in its first message (the body here; the
  // `$httpHeaders` URL parameter against Google), never as request headers: no preflight.
  const channel = requests.filter((request) => request.url().includes('/google.firestore.v1.Firestore/'));
  const sentHeaders = channel.map((request) => decodeURIComponent(`${request.url()} ${request.postData() ?? ''}`).toLowerCase());
  expect(sentHeaders.some((sent) => sent.includes(`x-firebase-appcheck:${APP_CHECK_TOKEN}`))).toBe(true);
  expect(consoleErrors).toEqual([]);
});
