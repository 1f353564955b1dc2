/**
 * The fields a preview shows or keeps parts by that the post does not hold as such (./earlyPreview):
 * the room card's text (rent, availability, its link) and the booleans of its parts. The inline
 * script is compiled from the app's own modules (scripts/build/inline-scripts.ts), so these are
 * the app's formatters: the preview and React's cards say the same.
 */
import { availabilityLabel } from '@/lib/dates';
import { formatGBP } from '@/lib/format';
import { buildSlug } from '@/config/slug';

/** Which of the card template's variants shows a room (./RoomCardsPreview.tsx renders one per key). */
export const cardVariant = (premium: boolean, active: boolean): string => (premium ? 'premium' : 'plain') + (active ? '' : '-filled');

/**
 * Adds to a post's fields (read as text from its REST document): `rentText` (£1,250),
 * `availability` ("Immediately", "5 December 2026"), `roomPath` (the room link), `cardPhoto` (the
 * first photo's card rendition, else the photo: src/lib/cardPhotos.ts), the card's `variant`, and
 * "true" or "false" in `hasPhoto` and `verified` (email or phone).
 */
export function addCardFields(fields: Record<string, string>, now: Date = new Date()): void {
  const rent = Number(fields.rent);
  if (fields.rent !== undefined && fields.rent !== '' && Number.isFinite(rent)) fields.rentText = formatGBP(rent);
  fields.availability = availabilityLabel(fields.availableFrom ?? '', now);
  if (fields.id) fields.roomPath = '/room/' + (buildSlug(fields.title ?? '') || 'room') + '-id-' + fields.id;
  const photo = fields['cardImages.0'] || fields['images.0'];
  if (photo) fields.cardPhoto = photo;
  fields.hasPhoto = String(Boolean(fields['images.0']));
  fields.verified = String(fields['ownerVerified.email'] === 'true' || fields['ownerVerified.phone'] === 'true');
  fields.variant = cardVariant(fields.ownerPremium === 'true', fields.status === 'active');
}
