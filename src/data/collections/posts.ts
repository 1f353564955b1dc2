/**
 * What the two kinds of post (room listings, roommate requests) store alike: the owner's badges, a
 * moderator's status and reason, and the contact sub-document.
 */
import { REJECTION_REASONS } from '@/config/constants';
import { str, toDate, type RawDoc } from './documents';

/** Moderators' statuses, stored in `status` beside the public ones (ModerationStatus below). */
export const MODERATION_STATUSES = ['hidden', 'pending', 'rejected'] as const;

/** The two kinds of post: room listings and roommate requests. */
export const POST_KINDS = ['room', 'roommate'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/**
 * The badges a post shows: what its owner's ID token carried when the owner last wrote it
 * (firestore.rules isTrueVerifiedMirror). Posts written before screening existed read as neither.
 */
export interface OwnerVerified {
  email: boolean;
  phone: boolean;
}

export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** A moderator's decision an owner sees: the reason, set with status 'rejected'. */
export interface ScreeningFields {
  ownerVerified: OwnerVerified;
  rejectionReason?: RejectionReason;
  /** An admin's "Looks fine" on the post's risk signals: the Flagged view skips it until the post changes. */
  signalsClearedAt?: Date;
}

/** Status a moderator gives a post to take it out of browse; owners can neither set nor clear it. */
export const HIDDEN_STATUS = 'hidden';

/** Status of a post waiting for a moderator: new posts of unverified owners, and their edits of live ones. */
export const PENDING_STATUS = 'pending';

/**
 * Moderators' post statuses (stored in `status` beside the public ones, MODERATION_STATUSES):
 * 'hidden' after a report, 'pending' while screened, 'rejected' after screening. Owners never set
 * them nor move a post out of them; owners may withdraw (delete) a pending post but not a hidden
 * or rejected one.
 */
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/**
 * A poster's phone number lives in a contact sub-document, not on the post: rules guard whole
 * documents, so only a separate document can be readable by everyone while the poster is premium
 * and by nobody else otherwise.
 */
export interface PostContact {
  phoneNumber: string;
  userId: string;
}

/** The id of a post's contact sub-document (`{post}/contact/{CONTACT_DOC_ID}`). */
export const CONTACT_DOC_ID = 'phone';

export function toPostContact({ data }: RawDoc): PostContact {
  return { phoneNumber: str(data, 'phoneNumber'), userId: str(data, 'userId') };
}

/** The owner's verified badges, a moderator's rejection reason and an admin's "Looks fine". */
export function screeningOf(data: RawDoc['data']): ScreeningFields {
  const verified: unknown = data.ownerVerified;
  const flags = verified && typeof verified === 'object' ? (verified as Record<string, unknown>) : {};
  const reason = REJECTION_REASONS.find((value) => value === data.rejectionReason);
  const cleared = toDate(data.signalsClearedAt);
  return {
    ownerVerified: { email: flags.email === true, phone: flags.phone === true },
    ...(reason ? { rejectionReason: reason } : {}),
    ...(cleared ? { signalsClearedAt: cleared } : {}),
  };
}

/** A moderator's status becomes `moderation`; the public `status` then reads as active. */
export function moderationOf(status: unknown): { moderation?: ModerationStatus } {
  const moderation = MODERATION_STATUSES.find((value) => value === status);
  return moderation ? { moderation } : {};
}
