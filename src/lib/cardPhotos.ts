/**
 * A listing photo and its card rendition (docs/data-model.md "Listing photos"): `cardImages[i]`
 * is the ≈480 px copy of `images[i]`, or `images[i]` itself when it has none (a failed rendition,
 * until the admins' "Make card photos" makes it). Listings older than renditions have no
 * `cardImages`: their cards show the full photo.
 */
export interface ListingPhotos {
  images: readonly string[];
  cardImages?: readonly string[];
}

/** The card-size copy of photo `index`, or the photo itself when it has none. */
export function cardPhotoOf(listing: ListingPhotos, index = 0): string | undefined {
  return listing.cardImages?.[index] || listing.images[index];
}

/**
 * A card's `<img>` source for the listing's first photo: its rendition alone, never a `srcset`
 * with the full photo. A card is at most ≈400 CSS px wide (ROOM_CARD_GRID), so on phones (device
 * pixel ratio 1.75 to 3) a `srcset` would pick the 1280 px photo: the weight this avoids.
 */
export function cardImageAttributes(listing: ListingPhotos): { src: string } | null {
  const src = cardPhotoOf(listing);
  return src ? { src } : null;
}

/** Whether every photo has its own rendition (nothing for "Make card photos" to do). */
export function hasAllCardPhotos(listing: ListingPhotos): boolean {
  const cards = listing.cardImages ?? [];
  return cards.length === listing.images.length && listing.images.every((url, index) => cards[index] !== undefined && cards[index] !== url);
}

/** Photo URL → its rendition, from a stored listing (and new uploads). */
export function cardPhotoMap(listing: ListingPhotos): Map<string, string> {
  return new Map(listing.images.map((url, index) => [url, cardPhotoOf(listing, index) ?? url]));
}

/** `cardImages` for a photo list: each photo's known rendition, else the photo itself. */
export function cardImagesFor(images: readonly string[], known: ReadonlyMap<string, string>): string[] {
  return images.map((url) => known.get(url) ?? url);
}

/** Every stored file of a listing's photos (renditions included), each once: what deleting the listing removes. */
export function listingPhotoFiles(listing: ListingPhotos): string[] {
  return [...new Set([...listing.images, ...(listing.cardImages ?? [])])].filter((url) => url !== '');
}

/** The files of `photos` (and their renditions) among `listing`'s: what removing those photos deletes. */
export function photoFilesOf(listing: ListingPhotos, photos: readonly string[]): string[] {
  const known = cardPhotoMap(listing);
  return [...new Set(photos.flatMap((url) => [url, known.get(url) ?? url]))];
}

/** A photo just stored and its rendition's URL (the photo's own when it has none). */
export interface StoredPhoto {
  url: string;
  cardUrl: string;
}

/**
 * A listing's photo fields after a save: `images` in their order, each with its rendition from
 * the new uploads or the stored listing (`before`), else itself.
 */
export function listingPhotos(images: readonly string[], uploaded: readonly StoredPhoto[], before?: ListingPhotos): { images: string[]; cardImages: string[] } {
  const known = new Map([...(before ? cardPhotoMap(before) : []), ...uploaded.map(({ url, cardUrl }): [string, string] => [url, cardUrl])]);
  return { images: [...images], cardImages: cardImagesFor(images, known) };
}
