import { MESSAGES } from '../../src/config/messages';
import { CHAT_LIMITS, CHAT_TEXT } from '../../src/features/chat/messages';
import { register, signInAs, uniqueEmail } from './support/auth';
import { allowNextMessage } from './support/emulators';
import { allowConsoleErrors, expect, newUserPage, test } from './support/fixtures';
import { newAccount, passFirstVisitLanding } from './support/newAccount';

// Sanjay Patel (seeded owner, no conversations) owns seed-room-12 and seed-room-13.
const OWNER = { email: 'sanjay.patel@roomshare.test', password: 'Demo123!', name: 'Sanjay Patel' };

test.describe('one-to-one chat', () => {
  test('A messages B from B’s listing; B’s badge and list update live; B replies and A sees it', async ({ page, browser, consoleErrors, axe }) => {
    // Two users, twelve messages and both sides' checks.
    test.setTimeout(120_000);
    const text = `Is the room still free? ${Date.now()}`;
    // Time runs as usual; allowNextMessage jumps it past the page's one-second wait between messages.
    await page.clock.install();
    const seeker = await newAccount(page, 'I Need Room', 'Chat Seeker');
    await page.goto('/room/room-id-seed-room-12');
    await page.getByRole('button', { name: 'Message User' }).click();
    await expect(page.getByRole('heading', { name: OWNER.name })).toBeVisible();
    const box = page.getByPlaceholder('Type a message...');
    await box.fill('   ');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await box.fill(text);
    await box.press('Enter');
    await expect(page.getByRole('log').getByText(text)).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('log').getByText('Today')).toBeVisible();
    await axe();


    const { page: owner, errors: ownerErrors, context: ownerContext } = await newUserPage(browser, { signedInAs: OWNER });
    const badge = owner.getByTestId('unread-badge');
    await expect(badge).toHaveText('1');

    for (let i = 1; i <= 10; i += 1) {
      await allowNextMessage(page, seeker.email);
      await box.fill(`Follow-up ${i}`);
      await box.press('Enter');
      await expect(page.getByRole('log').getByText(`Follow-up ${i}`, { exact: true })).toBeVisible();
    }
    await expect(badge).toHaveText('9+');

    // The rules allow one message a second per sender: a second one straight after is refused with
    // a clear message (the composer logs it), and its text stays in the box.
    allowConsoleErrors(page, /Message send failed/);
    await allowNextMessage(page, seeker.email);
    // Typed and sent twice within one page task (tens of milliseconds apart): separate Playwright
    // actions can take longer than a second each on a loaded machine.
    await box.evaluate(async (element: HTMLTextAreaElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      const typeAndSend = async (text: string) => {
        setValue?.call(element, text);
        element.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 20));
        element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 20));
      };
      await typeAndSend('Follow-up 11');
      await typeAndSend('Too quick');
    });
    await expect(page.getByRole('alert').filter({ hasText: CHAT_LIMITS.messagesTooFast })).toBeVisible();
    await expect(box).toHaveValue('Too quick');
    await expect(page.getByRole('log').getByText('Follow-up 11', { exact: true })).toBeVisible();
    await expect(page.getByRole('log').getByText('Too quick')).toHaveCount(0);

    await owner.getByRole('button', { name: /^Messages/ }).click();
    const row = owner.getByRole('button', { name: /Chat Seeker/ });
    await expect(row).toContainText('Follow-up 11');
    await expect(row.getByTestId('unread-dot')).toBeVisible();
    await row.click();
    await expect(owner.getByRole('log').getByText(text)).toBeVisible();
    await expect(badge).toHaveCount(0);
    const reply = `Yes, come and see it on Saturday ${Date.now()}`;
    await owner.getByPlaceholder('Type a message...').fill(reply);
    await owner.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log').getByText(reply)).toBeVisible();
    await expect(page.getByRole('log').locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);

    await owner.getByRole('button', { name: 'Back' }).click();
    await expect(owner.getByRole('button', { name: /Chat Seeker/ })).toBeVisible();
    expect(ownerErrors).toEqual([]);
    await ownerContext.close();
    expect(consoleErrors).toEqual([]);
  });

  test('a guest who clicks "Message User" signs up and lands in that chat with the role set', async ({ page, consoleErrors }) => {
    await page.goto('/room/room-id-seed-room-13');
    await page.getByRole('button', { name: 'Message User' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await register(page, { name: 'Guest Turned User', email: uniqueEmail('guestchat') });
    await expect(page.getByRole('heading', { name: OWNER.name })).toBeVisible();
    await expect(page.getByPlaceholder('Type a message...')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Select Your Profile' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('I Need Room');
    expect(consoleErrors).toEqual([]);
  });

  test('the messages screen shows its empty state and closes back to browsing', async ({ page, consoleErrors }) => {
    await newAccount(page, 'I Need Room', 'Quiet Seeker');
    await passFirstVisitLanding(page);
    await page.getByRole('button', { name: /^Messages/ }).click();
    await expect(page.getByText(MESSAGES.noMessagesTitle)).toBeVisible();
    await expect(page.getByText(CHAT_TEXT.noMessagesBody)).toBeVisible();
    await page.getByRole('button', { name: 'Close messages' }).click();
    await expect(page).toHaveURL(/tab=browse-rooms/);
    expect(consoleErrors).toEqual([]);
  });

  test('nobody can message themselves: no "Message User" on your own post', async ({ page, consoleErrors }) => {
    await signInAs(page, OWNER);
    await page.goto('/room/room-id-seed-room-14');
    await expect(page.getByText('This is your post.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Message User' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
