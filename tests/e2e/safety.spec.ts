import { SAFETY } from '../../src/config/postMessages';
import { buildSlug } from '../../src/config/slug';
import { DEMO_ACCOUNTS } from './support/auth';
import { allowNextMessage } from './support/emulators';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';

test.describe('scam warnings', () => {
  test('every detail page shows the safety panel (room and roommate)', async ({ page, consoleErrors, axe }) => {
    await page.goto('/room/room-id-seed-room-12');
    const panel = page.getByRole('complementary', { name: SAFETY.panelTitle });
    await expect(panel).toBeVisible();
    for (const tip of SAFETY.tips) await expect(panel.getByText(tip)).toBeVisible();
    await axe();

    await page.goto(`/roommate/${buildSlug('Looking for a furnished double room near an Elizabeth line station')}-id-${DEMO_ACCOUNTS.seeker.uid}`);
    await expect(page.getByRole('complementary', { name: SAFETY.panelTitle })).toBeVisible();
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await axe();
    expect(consoleErrors).toEqual([]);
  });

  test('the chat warns under a message asking for a deposit by bank transfer first, not under ordinary ones', async ({ page, consoleErrors, axe }) => {
    // Time runs as usual; allowNextMessage jumps it past the page's one-second wait between messages.
    await page.clock.install();
    const seeker = await newAccount(page, 'I Need Room', 'Safety Seeker');
    await page.goto('/room/room-id-seed-room-13');
    await page.getByRole('button', { name: 'Message User' }).click();
    const box = page.getByPlaceholder('Type a message...');
    const log = page.getByRole('log');
    const send = async (text: string) => {
      await allowNextMessage(page, seeker.email);
      await box.fill(text);
      await box.press('Enter');
      await expect(log.getByText(text)).toBeVisible();
      await expect(box).toHaveValue('');
    };
    await send('Is the room still available?');
    await expect(log.getByRole('note')).toHaveCount(0);

    await send('please send the deposit by bank transfer first');
    await expect(log.getByRole('note')).toContainText(SAFETY.upfrontPayment);
    // The chat gives the same rule about paying as the room page's panels.
    await expect(log.getByRole('note')).toContainText(SAFETY.payRule);
    await send('Or message me on WhatsApp');
    await expect(log.getByRole('note').filter({ hasText: SAFETY.offPlatform })).toBeVisible();
    await axe();
    expect(consoleErrors).toEqual([]);
  });
});
