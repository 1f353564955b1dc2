import { SHORTLIST } from '../../src/features/shortlist/messages';
import { buildSlug } from '../../src/config/slug';
import { DEMO_ACCOUNTS } from './support/auth';
import { expect, test } from './support/fixtures';
import { newAccount, passFirstVisitLanding } from './support/newAccount';

test.describe('shortlist', () => {
  test('a guest who taps the heart is asked to log in', async ({ page, consoleErrors }) => {
    await page.goto('/room/room-id-seed-room-12');
    const heading = page.getByRole('heading', { level: 1 });
    const title = (await heading.textContent()) ?? '';
    await page.getByRole('button', { name: SHORTLIST.save(title) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByText(SHORTLIST.logInToSave)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a seeker shortlists a room from Browse Rooms; it is in Saved after a reload and can be removed', async ({ page, consoleErrors, axe }) => {
    await newAccount(page, 'I Need Room', 'Shortlist Seeker');
    await passFirstVisitLanding(page);
    await page.goto('/?tab=browse-rooms');
    const firstCard = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /to your shortlist$/ }) }).first();
    await expect(firstCard).toBeVisible();
    const title = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
    // Located by its title from here on: the heart's own label changes once saved.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await card.getByRole('button', { name: SHORTLIST.save(title) }).click();
    const savedHeart = card.getByRole('button', { name: SHORTLIST.remove(title) });
    await expect(savedHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(savedHeart).toBeEnabled(); // the write reached the server (the heart is busy until then)

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/tab=saved/);
    const saved = page.getByRole('list', { name: 'Saved posts' });
    await expect(saved.getByRole('link', { name: title })).toBeVisible();
    await page.reload();
    await expect(saved.getByRole('link', { name: title })).toBeVisible();
    await axe();

    await saved.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: SHORTLIST.remove(title) })).toContainText(SHORTLIST.savedLabel);

    await page.goto('/?tab=saved');
    await saved.getByRole('button', { name: SHORTLIST.remove(title) }).click();
    await expect(page.getByText(SHORTLIST.emptyTitle)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an owner shortlists a roommate from their profile page', async ({ page, consoleErrors }) => {
    await newAccount(page, 'I Have Room', 'Shortlist Owner');
    await page.goto(`/roommate/${buildSlug('Looking for a furnished double room near an Elizabeth line station')}-id-${DEMO_ACCOUNTS.seeker.uid}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: SHORTLIST.save(name) }).click();
    await expect(page.getByRole('button', { name: SHORTLIST.remove(name) })).toBeEnabled();
    await page.goto('/?tab=saved');
    await expect(page.getByRole('list', { name: 'Saved posts' }).getByRole('link', { name })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
