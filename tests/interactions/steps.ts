/**
 * The interactions measured, each in parts: `open` brings a fresh page to the screen and `target`
 * names what the finger will tap (both not measured), `act` is what the user does and waits for
 * its visible effect (measured).
 */
import type { Locator, Page } from '@playwright/test';
import { FILTERS } from '../../src/config/searchMessages';
import { paths } from '../../src/config/paths';
import { DEMO_ACCOUNTS } from '../e2e/support/auth';
import { expect } from '../e2e/support/fixtures';

export type Visitor = 'guest' | 'seeker' | 'admin';

export interface InteractionStep {
  id: string;
  name: string;
  visitor: Visitor;
  /** The machine's own floor (a tap that runs no code and changes nothing): shown, not held to the targets. */
  floor?: true;
  open: (page: Page) => Promise<void>;
  /** What the finger taps: found and scrolled into view at full speed, before the measured part. */
  target?: (page: Page) => Locator;
  /** The measured part; `tap` taps the target. */
  act: (page: Page, tap: () => Promise<void>) => Promise<void>;
}

/** The seeded owner the seeker already talks to (scripts/seed: Ananya has a chat with Priya). */
const CHAT_PARTNER = DEMO_ACCOUNTS.premiumOwner.name;

/**
 * Aims at the element's centre (at full speed: locating it runs Playwright's own scripts in the
 * page, which a finger does not) and gives the tap, sent straight to the touchscreen: `locator.tap()`
 * would add its own listeners to check what it hit, and their work would count in the interaction.
 */
export async function aimAt(target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`Nothing to tap: ${target.toString()}`);
  return () => target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const cardLinks = (page: Page) => page.locator('main li h3 a');
const savedTab = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Saved' });

async function openBrowse(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await expect(cardLinks(page).first()).toBeVisible();
}

export const STEPS: InteractionStep[] = [
  {
    id: 'floor',
    name: 'Floor: a tap on the heading (no handler, nothing changes)',
    visitor: 'guest',
    floor: true,
    open: (page) => openBrowse(page),
    target: (page) => page.getByRole('heading', { level: 1 }),
    act: (_page, tap) => tap(),
  },
  {
    id: 'filters',
    name: 'Opening the filters (Browse)',
    visitor: 'guest',
    open: (page) => openBrowse(page),
    target: (page) => page.getByRole('button', { name: new RegExp(`^☰?\\s*${FILTERS.toggle}`) }),
    act: async (page, tap) => {
      await tap();
      await expect(page.getByRole('form', { name: FILTERS.toggle })).toBeVisible();
    },
  },
  {
    id: 'search',
    name: 'Typing in the search (each key)',
    visitor: 'guest',
    open: async (page) => {
      await openBrowse(page);
      await page.getByRole('searchbox', { name: 'Search rooms' }).focus();
    },
    act: async (page) => {
      // About a typist's pace: every key is its own interaction, the run reports the slowest.
      await page.keyboard.type('double', { delay: 150 });
      await expect(page.getByRole('searchbox', { name: 'Search rooms' })).toHaveValue('double');
      await expect(cardLinks(page).first()).toBeVisible();
    },
  },
  {
    id: 'open-room',
    name: 'Opening a room from Browse',
    visitor: 'guest',
    open: (page) => openBrowse(page),
    target: (page) => cardLinks(page).first(),
    act: async (page, tap) => {
      await tap();
      await expect(page).toHaveURL(/\/room\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    id: 'switch-tab',
    name: 'Switching tabs (Browse Rooms → Saved)',
    visitor: 'seeker',
    open: (page) => openBrowse(page, paths.tab('browse-rooms')),
    target: (page) => savedTab(page),
    act: async (page, tap) => {
      await tap();
      await expect(savedTab(page)).toHaveAttribute('aria-current', 'page');
    },
  },
  {
    id: 'send-message',
    name: 'Sending a chat message',
    visitor: 'seeker',
    open: async (page) => {
      await page.goto(paths.tab('messages'));
      await (await aimAt(page.getByRole('button', { name: new RegExp(CHAT_PARTNER) })))();
      await page.getByPlaceholder('Type a message...').fill(`Is the room still free? ${Date.now()}`);
    },
    target: (page) => page.getByRole('button', { name: 'Send' }),
    act: async (page, tap) => {
      const text = await page.getByPlaceholder('Type a message...').inputValue();
      await tap();
      await expect(page.getByRole('log').getByText(text)).toBeVisible();
    },
  },
  {
    id: 'review-queue',
    name: 'Opening the admin Review queue',
    visitor: 'admin',
    open: async (page) => {
      await page.goto(paths.tab('admin'));
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    },
    target: (page) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Review' }),
    act: async (page, tap) => {
      await tap();
      await expect(page.getByRole('heading', { name: 'Review', level: 3 })).toBeVisible();
    },
  },
];
