/**
 * "Make card photos": gives every listing photo without a card rendition one (src/lib/cardPhotos.ts),
 * a page at a time, and writes the listing's `cardImages`. Idempotent: a listing whose photos all
 * have renditions is skipped, and one whose renditions could not be made again is not rewritten.
 */
import { compressCardImage } from '@/components/upload/compressImage';
import { countRoomListings, downloadImage, listingsWithoutCardPhotosPage, setListingCardImages, uploadCardImageOf, type ListingPhotosToCard } from '@/data';
import { cardPhotoOf } from '@/lib/cardPhotos';
import { pageProgressStore } from './pageProgressStore';
import type { PagedJob } from './useResumablePages';

/** The rendition of photo `index`: the stored one, a new one, or (when it cannot be made) the photo itself. */
async function cardOf(listing: ListingPhotosToCard, index: number): Promise<string> {
  const url = listing.images[index] ?? '';
  const stored = cardPhotoOf(listing, index);
  if (stored && stored !== url) return stored;
  try {
    const card = await compressCardImage(await downloadImage(url));
    return card ? await uploadCardImageOf(url, card) : url;
  } catch (error) {
    console.warn('No card photo for', url, error);
    return url;
  }
}

function sameList(a: readonly string[], b: readonly string[] | undefined): boolean {
  return b !== undefined && a.length === b.length && a.every((value, index) => value === b[index]);
}

export async function makeCardPhotosStep(after: string | null): Promise<{ checked: number; updated: number; next: string | null }> {
  const page = await listingsWithoutCardPhotosPage(after);
  let updated = 0;
  for (const listing of page.missing) {
    const cards: string[] = [];
    for (const index of listing.images.keys()) cards.push(await cardOf(listing, index));
    if (sameList(cards, listing.cardImages)) continue;
    if (await setListingCardImages(listing.id, cards)) updated += 1;
  }
  return { checked: page.checked, updated, next: page.next };
}

export const CARD_PHOTOS_JOB: PagedJob = {
  count: countRoomListings,
  step: makeCardPhotosStep,
  store: pageProgressStore('roomshare.admin.cardPhotos'),
  name: 'Make card photos',
};
