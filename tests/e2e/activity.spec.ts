/**
 * "Show when I was last active": turning it off removes the public day, turning it on again
 * writes today's, and neither write is one the rules refuse (the fixture fails on any console
 * error, such as "Could not record the active day … PERMISSION_DENIED").
 */
import { ACTIVITY } from '../../src/features/activity/messages';
import { utcDayNumber } from '../../src/lib/activity';
import { PROJECT_ID, stackPaths } from './support/emulators';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';

const OWNER = { authorization: 'Bearer owner' };

/** The public profile's REST URL on the emulator (read past the rules). */
function publicProfileUrl(uid: string): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through "npm run test:e2e".');
  return `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${stackPaths.publicProfile(uid)}`;
}

async function publicActiveDay(uid: string): Promise<number | null> {
  const body = (await (await fetch(publicProfileUrl(uid), { headers: OWNER })).json()) as { fields?: { lastActiveDay?: { integerValue?: string } } };
  const day = body.fields?.lastActiveDay?.integerValue;
  return day === undefined ? null : Number(day);
}

test('turning "Show when I was last active" off and on again writes only what the rules accept', async ({ page, consoleErrors }) => {
  const { uid } = await newAccount(page, 'I Need Room', 'Active Seeker');
  const dayKey = `roomshare:lastActiveDay:${uid}`;
  await page.goto('/');
  const today = utcDayNumber(new Date());
  await expect.poll(() => publicActiveDay(uid)).toBe(today);
  // And this browser has noted it, so the next page does not write it again.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), dayKey)).toBe(String(today));

  await page.goto('/settings');
  const setting = page.getByRole('checkbox', { name: ACTIVITY.showLastActive });
  await expect(setting).toBeChecked();
  // The box shows the saved choice: it changes once the write is done.
  await setting.click();
  await expect(setting).not.toBeChecked();
  await expect(setting).toBeEnabled();
  await expect.poll(() => publicActiveDay(uid)).toBeNull();

  // Back on another day, or in another browser: this one has not written a day yet.
  await page.evaluate((key) => localStorage.removeItem(key), dayKey);
  await page.reload();
  await expect(setting).not.toBeChecked();
  // A slow connection: the app's recorder and the setting must not both write today's day.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
  await setting.click();
  await expect(setting).toBeChecked();
  await expect(setting).toBeEnabled();
  await expect.poll(() => publicActiveDay(uid)).toBe(today);
  await expect(page.getByText(ACTIVITY.showLastActiveFailed)).toHaveCount(0);
  // Writes the rules refuse are logged a moment later: give them the time to show.
  await page.waitForTimeout(1_500);
  expect(consoleErrors).toEqual([]);
});
