/**
 * What a new or re-saved post carries from its owner's ID token, used by both create
 * paths (room listings, roommate requests): the status it starts in and its verified badges. The
 * rules check both against the same token (firestore.rules isInitialStatus, isTrueVerifiedMirror).
 */
import type { OwnerVerified } from '@/data/collections/posts';
import { currentTokenVerification } from '../repositories/verification';

export interface OwnerTokenFields {
  ownerVerified: OwnerVerified;
  /** The token carries a verified phone (the owner's edits stay live). */
  phoneVerified: boolean;
  /** 'active' with a verified phone; otherwise 'pending' until an admin approves the post. */
  initialStatus: 'active' | 'pending';
}

export async function ownerTokenFields(): Promise<OwnerTokenFields> {
  const { emailVerified, phoneVerified } = await currentTokenVerification();
  return { ownerVerified: { email: emailVerified, phone: phoneVerified }, phoneVerified, initialStatus: phoneVerified ? 'active' : 'pending' };
}

/** What a listing shows, which screening looked at (firestore.rules screenedListingKeys). */
export const LISTING_SCREENED_FIELDS = [
  'title', 'description', 'address', 'postcode', 'rent', 'deposit', 'roomType', 'preferredTenants',
  'availableFrom', 'amenities', 'contactMethod', 'images', 'cardImages', 'locationKeys', 'userName', 'outcode', 'geo',
  'nation', 'letKind', 'holdingDeposit', 'rentInAdvance', 'household',
] as const;

/** What a roommate profile shows, which screening looked at (firestore.rules screenedRequestKeys). */
export const REQUEST_SCREENED_FIELDS = [
  'userName', 'aboutMe', 'age', 'gender', 'budget', 'preferredLocations', 'moveInDate', 'profession',
  'organization', 'preferredRoommates', 'requirements', 'furnished', 'preferredStay', 'profilePicture',
  'verificationId', 'locationKeys',
] as const;

const LIVE_STATUSES: readonly unknown[] = [undefined, 'active', 'filled', 'found'];

/** Field values as Firestore compares them: strings, numbers, lists, and maps whatever their keys' order (a place). */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, entry]) => [key, canonical(entry)]));
}

/**
 * Whether an owner's write of `changes` over the `stored` post sends it back to review, as the
 * rules allow (isOwnerStatusChange): the post is live, a screened field changes, and the owner's
 * token has no verified phone (isRescreenedEdit) or the owner asks for review (`reviewFirst`:
 * wording the letting-law checks flag). The writer then sets status 'pending' in the same write.
 */
export function sendsBackToReview(stored: Record<string, unknown>, changes: Record<string, unknown>, screened: readonly string[], phoneVerified: boolean, reviewFirst = false): boolean {
  if (!LIVE_STATUSES.includes(stored.status) || (phoneVerified && !reviewFirst)) return false;
  return screened.some((field) => field in changes && !sameValue(stored[field], changes[field]));
}
