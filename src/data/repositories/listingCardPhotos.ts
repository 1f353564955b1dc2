/**
 * The admins' "Make card photos", data side: pages through every room listing and hands back
 * those whose photos lack a card rendition; the feature makes them and writes `cardImages`.
 */
import { hasAllCardPhotos } from '@/lib/cardPhotos';
import type { RoomListing } from '@/data/collections/roomListings';
import { fsPaths, writer } from '../transport/db';
import { allListingsPage } from './listingLocate';

export type ListingPhotosToCard = Pick<RoomListing, 'id' | 'images' | 'cardImages'>;

export interface CardPhotosPage {
  checked: number;
  missing: ListingPhotosToCard[];
  /** The last listing id read; null when this was the last page. */
  next: string | null;
}

/** One page of listings after the id `after` (null: from the start), keeping those with a photo but no rendition of it. */
export async function listingsWithoutCardPhotosPage(after: string | null): Promise<CardPhotosPage> {
  const { items, next } = await allListingsPage(after);
  const missing = items
    .filter((listing) => !hasAllCardPhotos(listing))
    .map(({ id, images, cardImages }) => ({ id, images, ...(cardImages ? { cardImages } : {}) }));
  return { checked: items.length, missing, next };
}

/**
 * Writes a listing's card renditions only (lastActivity stays: nothing the owner wrote changed).
 * Resolves false when the listing was deleted meanwhile.
 */
export async function setListingCardImages(id: string, cardImages: readonly string[]): Promise<boolean> {
  const { sdk, db } = await writer();
  try {
    await sdk.updateDoc(sdk.doc(db, fsPaths.roomListing(id)), { cardImages: [...cardImages] });
    return true;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'not-found') return false;
    throw error;
  }
}
