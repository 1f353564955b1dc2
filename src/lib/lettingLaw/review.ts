/**
 * Whether a listing's words are ones the law forbids for its let (rental bidding, refusing children
 * or benefits): such a post waits for a moderator before anyone else sees it. firestore.rules
 * lettingWordingNeedsReview() decides the same from the same patterns.
 */
import { checkLettingLaw, needsReview } from './check';
import { letListingOf, type LawListingSource } from './fromListing';

export function listingWordingNeedsReview(listing: LawListingSource, date: Date = new Date()): boolean {
  return needsReview(checkLettingLaw(letListingOf(listing), date));
}
