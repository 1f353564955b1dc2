/**
 * The text a room card derives from its post (rent, availability, the link's slug) for the early
 * card preview of a location page (./earlyPreview). The inline script is compiled from the app's
 * own modules (scripts/build/inline-scripts.ts), so these are the app's formatters: the preview
 * and React's cards say the same.
 */
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import { buildSlug } from '@/config/slug';

/**
 * Adds `rentText` (£1,250), `availability` ("Immediately", "5 December 2026"), `slug` and
 * `cardPhoto` (the first photo's card rendition, else the photo: src/lib/cardPhotos.ts) to a
 * post's fields, read as text from its REST document.
 */
export function addCardFields(fields: Record<string, string>, now: Date = new Date()): void {
  const rent = Number(fields.rent);
  if (fields.rent !== undefined && fields.rent !== '' && Number.isFinite(rent)) fields.rentText = formatGBP(rent);
  fields.availability = availabilityLabel(fields.availableFrom ?? '', now);
  fields.slug = buildSlug(fields.title ?? '') || 'room';
  const photo = fields['cardImages.0'] || fields['images.0'];
  if (photo) fields.cardPhoto = photo;
}
