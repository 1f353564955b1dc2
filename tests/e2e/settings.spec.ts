/**
 * /settings for a new seeker (issue 43, item 12): the listings email is named for the seeker's own
 * post (their roommate profile), "resend it" is a link to where the verification email is resent,
 * and the disabled checkboxes stay legible in light mode.
 */
import { NOTIFICATION_SETTINGS } from '../../src/features/notifications/messages';
import { paths } from '../../src/config/paths';
import { expect, test } from './support/fixtures';
import { newAccount } from './support/newAccount';

/** WCAG contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('a seeker sees no "Email me about my listings", a real link to resend the verification email, and legible disabled checkboxes', async ({ page, consoleErrors, axe }) => {
  await newAccount(page, 'I Need Room', 'Settings Seeker');
  await page.goto(paths.settings());
  const section = page.getByRole('region', { name: NOTIFICATION_SETTINGS.emailHeading });
  await expect(section.getByRole('status')).toContainText(NOTIFICATION_SETTINGS.emailUnverified);
  await expect(section.getByText(NOTIFICATION_SETTINGS.emailListings)).toHaveCount(0);
  const profileEmails = section.getByRole('checkbox', { name: NOTIFICATION_SETTINGS.emailRoommateProfile });
  await expect(profileEmails).toBeDisabled();

  for (const box of await section.getByRole('checkbox').all()) {
    await expect(box).toBeDisabled();
    const look = await box.evaluate((element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      const style = getComputedStyle(element);
      return { opacity, appearance: style.appearance, border: style.borderTopColor, background: getComputedStyle(element.closest('section') ?? document.body).backgroundColor };
    });
    // Drawn by the page (a native disabled checkbox is a faint grey the page cannot change), unfaded,
    // its edge at least 3:1 against the panel (WCAG 1.4.11's figure for a control's outline).
    expect(look.appearance).toBe('none');
    expect(look.opacity).toBe(1);
    expect(contrast(look.border, look.background)).toBeGreaterThanOrEqual(3);
  }
  await axe();
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await axe(page, { coloursOnly: true });

  await section.getByRole('link', { name: NOTIFICATION_SETTINGS.emailUnverifiedLink['I Need Room'] }).click();
  await expect(page).toHaveURL(/\?tab=my-profile#verify-account$/);
  await expect(page.getByRole('heading', { name: 'Verify your account' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
