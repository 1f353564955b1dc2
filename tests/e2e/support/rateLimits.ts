/**
 * The rules allow one message a second per sender, on the server's clock, and the app refuses a
 * second message within a second before sending. A test that sends several in a row moves both
 * clocks instead of sleeping: the sender's last tick on the server into the past, and the page's
 * clock a second on (Playwright's clock, installed before the page loads).
 */
import type { Page } from '@playwright/test';
import { MESSAGE_MIN_INTERVAL_MS } from '../../../src/config/constants';
import { firestorePaths } from '../../../src/data/paths';
import { uidOf, writeDocuments } from './emulators';

const paths = firestorePaths('roomshare-uk');

/** Call before the page's first navigation, so its clock can be moved later. */
export async function controlClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** Lets `email`'s account send its next message from `page` at once. */
export async function allowNextMessage(page: Page, email: string): Promise<void> {
  const uid = await uidOf(email);
  await writeDocuments([[paths.rateLimit(uid, 'messages'), { lastAt: new Date(Date.now() - 60_000) }]]);
  await page.clock.fastForward(MESSAGE_MIN_INTERVAL_MS + 100);
}
