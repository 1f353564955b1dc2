/** Listing helpers shared by end-to-end specs. */
import type { Page } from '@playwright/test';
import { LISTING_TEXT } from '../../../src/features/listings/messages';
import { POST_MODERATION } from '../../../src/config/postMessages';
import { paths } from '../../../src/config/paths';
import { LISTINGS } from '../../../scripts/seed/data/listings';
import { expect } from './fixtures';

/** The detail path of a seeded room, built from the seed's title as the app builds it. */
export function seededRoomPath(id: string): string {
  const listing = LISTINGS.find((candidate) => candidate.id === id);
  if (!listing) throw new Error(`no seeded listing ${id}`);
  return paths.room(listing.title, id);
}

/** The seed's first room (East Ham): active, and located for distance search. */
export const EAST_HAM_ROOM = seededRoomPath('seed-room-01');

/** Eight random letters: slugs drop digits, so unique areas and titles use letters only. */
export function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

export interface NewListing {
  title: string;
  description?: string;
  area?: string;
  /** What the owner types as the postcode (default: Barking's outward code). */
  postcode?: string;
  rent?: number;
  roomType?: 'Single' | 'Double' | 'En-suite' | 'Studio' | 'Shared';
  /** The owner has no verified phone: the form and the success toast say the post waits for review. */
  waitsForReview?: boolean;
}

/** Creates a listing through the Create Listing tab as the signed-in owner; returns its detail path. */
export async function createListing(page: Page, listing: NewListing): Promise<string> {
  const rent = String(listing.rent ?? 400);
  await page.goto(paths.tab('create-listing'));
  await page.getByRole('textbox', { name: 'Title' }).fill(listing.title);
  await page.getByRole('textbox', { name: 'Description' }).fill(listing.description ?? 'Spacious room close to the station, bills included.');
  await page.getByRole('textbox', { name: 'Area' }).fill(listing.area ?? 'Barking');
  await page.getByRole('textbox', { name: 'Postcode' }).fill(listing.postcode ?? 'IG11');
  await page.getByRole('spinbutton', { name: 'Rent (£ per month)' }).fill(rent);
  await page.getByRole('spinbutton', { name: 'Deposit (£)' }).fill(rent);
  await page.getByRole('combobox', { name: 'Room type' }).selectOption(listing.roomType ?? 'Double');
  await page.getByLabel('Available from').fill('2020-01-01');
  await page.getByRole('checkbox', { name: "I'm not a robot (local test stand-in)" }).check();
  await expect(page.getByRole('note').filter({ hasText: POST_MODERATION.willWaitTitle })).toHaveCount(listing.waitsForReview ? 1 : 0);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page.getByText(listing.waitsForReview ? LISTING_TEXT.listingCreatedPending : LISTING_TEXT.listingCreated)).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('listitem', { name: listing.title });
  return (await card.getByRole('link', { name: /View/ }).getAttribute('href')) ?? '';
}
