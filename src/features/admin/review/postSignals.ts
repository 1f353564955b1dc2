/**
 * Every risk signal of one post with its evidence, computed in the admin's browser
 * from Firestore reads and the stored photos (never from figures the poster's client sent):
 * rent far below typical, deposit above the legal cap, contact or pay-first wording, photos that also
 * appear in another owner's listing, a young account, and bursts of posts or conversations.
 * Reads per post are bounded: up to 2 rent queries, 1 area query, 4 owner reads, and the hashing
 * of its photos and of the area's photos (cached by URL).
 */
import { fetchAreaListings, fetchOwnerActivity, type OwnerActivity } from '@/data';
import { compareRoomRent } from '@/features/listings';
import { listingLocationKeys } from '@/lib/filters/locationKeys';
import { activityBurst, conversationBurst, newAccount, type BurstEvidence, type NewAccountEvidence } from '@/lib/screening/accountActivity';
import { contactInText, type ContactInTextEvidence } from '@/lib/screening/contactInText';
import { depositAboveCap, type DepositAboveCapEvidence } from '@/lib/screening/depositCap';
import type { DuplicatePhotoEvidence } from '@/lib/screening/photoHash';
import { farBelowTypical, type RentFarBelowEvidence } from '@/lib/screening/rentComparison';
import type { RoomListing } from '@/data/collections/roomListings';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { duplicatesAmong, type OtherListing } from './photoDuplicates';

export type PostSignal =
  | { kind: 'rent-far-below'; evidence: RentFarBelowEvidence; roomType: string; place: string }
  | { kind: 'deposit-above-cap'; evidence: DepositAboveCapEvidence }
  | { kind: 'contact-in-text'; evidence: ContactInTextEvidence }
  | { kind: 'duplicate-photo'; evidence: DuplicatePhotoEvidence; other: OtherListing; screenedPostedAt: Date | null }
  | { kind: 'new-account'; evidence: NewAccountEvidence }
  | { kind: 'posting-burst'; evidence: BurstEvidence }
  | { kind: 'conversation-burst'; evidence: BurstEvidence };

export type ScreenedPost = { kind: 'room'; post: RoomListing } | { kind: 'roommate'; post: RoommateRequest };

function accountSignals(activity: OwnerActivity, now: Date): PostSignal[] {
  const signals: PostSignal[] = [];
  const young = newAccount(activity.accountCreatedAt, now);
  if (young) signals.push({ kind: 'new-account', evidence: young });
  const posting = activityBurst(activity.postsCreatedAt);
  if (posting) signals.push({ kind: 'posting-burst', evidence: posting });
  const talking = conversationBurst(activity.conversations);
  if (talking) signals.push({ kind: 'conversation-burst', evidence: talking });
  return signals;
}

async function listingSignals(listing: RoomListing): Promise<PostSignal[]> {
  const signals: PostSignal[] = [];
  const [rent, areaListings] = await Promise.all([compareRoomRent(listing), fetchAreaListings(listingLocationKeys(listing)[0] ?? '')]);
  const farBelow = farBelowTypical(rent.comparison);
  if (farBelow) signals.push({ kind: 'rent-far-below', evidence: farBelow, roomType: listing.roomType, place: rent.place });
  const deposit = depositAboveCap(listing);
  if (deposit) signals.push({ kind: 'deposit-above-cap', evidence: deposit });
  for (const duplicate of await duplicatesAmong(listing, areaListings)) signals.push({ kind: 'duplicate-photo', ...duplicate, screenedPostedAt: listing.createdAt });
  return signals;
}

/** All signals of a post, in the order admins read them: the post's content, then its account. */
export async function screenPost(screened: ScreenedPost, now = new Date()): Promise<PostSignal[]> {
  const text =
    screened.kind === 'room'
      ? { title: screened.post.title, description: screened.post.description }
      : { title: screened.post.requirements, description: screened.post.aboutMe };
  const [listing, activity] = await Promise.all([
    screened.kind === 'room' ? listingSignals(screened.post) : Promise.resolve([]),
    fetchOwnerActivity(screened.post.userId),
  ]);
  const contact = contactInText(text).map((evidence): PostSignal => ({ kind: 'contact-in-text', evidence }));
  return [...listing, ...contact, ...accountSignals(activity, now)];
}
