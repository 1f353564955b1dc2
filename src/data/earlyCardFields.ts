/**
 * The text a room card derives from its post (rent, availability, link), for the early card
 * preview of a location page (./earlyPreview): the inline reader has none of the app's code, so
 * this is a self-contained port of `formatGBP` and `availabilityLabel` (built from the app's small
 * en-GB helpers, which cannot be sent inline one by one); the slug is the app's own `slugWithout`,
 * handed in. earlyCardFields.test.ts checks it gives what they give, so the preview and React's
 * cards match.
 */
import { MONTHS } from '@/lib/enGB';
import { SLUG_STOP_WORDS, type slugWithout } from '@/lib/slug';

/** The word lists the port needs, handed to it from the app's own (it may not import). */
export interface CardWords {
  months: readonly string[];
  stopWords: readonly string[];
}

export const CARD_WORDS: CardWords = { months: MONTHS, stopWords: SLUG_STOP_WORDS };

/**
 * Runs inline (serialised with toString: self-contained, old-browser-safe). Adds `rentText`
 * (£1,250), `availability` ("Immediately", "5 December 2026", "Not specified") and `slug` (the
 * room URL's slug) to a post's fields, read as text from its REST document.
 */
export function addCardFields(fields: Record<string, string>, words: CardWords, now: Date, slugOf: typeof slugWithout): void {
  const rent = Number(fields.rent);
  if (fields.rent !== undefined && fields.rent !== '' && isFinite(rent)) {
    const rounded = Math.round(Math.abs(rent));
    fields.rentText = (rent < 0 && rounded !== 0 ? '-£' : '£') + String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  const value = (fields.availableFrom || '').trim();
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = parts ? new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : null;
  const real = !!parts && !!date && date.getFullYear() === Number(parts[1]) && date.getMonth() === Number(parts[2]) - 1 && date.getDate() === Number(parts[3]);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  fields.availability = !real || !date ? 'Not specified' : date.getTime() <= today ? 'Immediately' : date.getDate() + ' ' + words.months[date.getMonth()] + ' ' + date.getFullYear();

  fields.slug = slugOf(fields.title || '', words.stopWords) || 'room';
}
