/**
 * public/data/roommate_requests/{uid}: a seeker's request for a room, one per user (its id is the
 * owner's uid), public while active.
 */
import type { HouseholdNeeds, SeekerSelf } from '@/schema/household';
import { bool, listOf, num, oneOf, str, toDate, type AppRoot, type RawDoc } from './documents';
import { needsOf, seekerSelfOf } from './householdFields';
import { CONTACT_DOC_ID, moderationOf, screeningOf, type ModerationStatus, type ScreeningFields } from './posts';

/* The enums the stored schema is built from (src/schema/posts.ts). */

export const REQUEST_STATUSES = ['active', 'found'] as const;

export const GENDERS = ['Male', 'Female', 'Other'] as const;

export const PREFERRED_ROOMMATES = [
  'Student',
  'Professional',
  'Male',
  'Female',
  'Vegetarian',
  'Non-Vegetarian',
  'Non-Smoker',
  'Any',
] as const;

export const FURNISHED_OPTIONS = ['Furnished', 'Unfurnished', 'Either'] as const;

export const STAY_OPTIONS = ['Short-term', 'Long-term', '6 months', '12 months', 'Other'] as const;

export const ROOMMATE_REQUESTS = 'roommate_requests';

export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type Gender = (typeof GENDERS)[number];
export type PreferredRoommate = (typeof PREFERRED_ROOMMATES)[number];
export type FurnishedOption = (typeof FURNISHED_OPTIONS)[number];
export type StayOption = (typeof STAY_OPTIONS)[number];

export interface RoommateRequestInput {
  userName: string;
  aboutMe: string;
  age: number;
  gender: Gender;
  budget: number;
  preferredLocations: string;
  /** ISO date string yyyy-mm-dd, or ''. */
  moveInDate: string;
  profession: string;
  organization: string;
  preferredRoommates: PreferredRoommate[];
  requirements: string;
  furnished: FurnishedOption;
  preferredStay: StayOption;
  profilePicture: string;
  verificationId: string;
  /** What the seeker is like: what an owner's household rules are checked against. */
  self?: SeekerSelf;
  /** What the seeker needs of a household, each as a must or a prefer. */
  needs?: HouseholdNeeds;
}

export interface RoommateRequest extends RoommateRequestInput, ScreeningFields {
  /** `{}` when not stated. */
  self: SeekerSelf;
  /** `{}` when not stated; `must`/`prefer` only when they hold something. */
  needs: HouseholdNeeds;
  /** Equal to userId: one request per user. */
  id: string;
  status: RequestStatus;
  /** A moderator's status (stored in `status`), as for listings. */
  moderation?: ModerationStatus;
  userId: string;
  /** Mirrors the owner's premium status (firestore.rules keeps it true): premium-first order and badge. */
  ownerPremium: boolean;
  createdAt: Date | null;
  lastActivity: Date | null;
}

export const roommateRequestPaths = ({ publicData }: AppRoot) => ({
  roommateRequest: (uid: string) => `${publicData}/${ROOMMATE_REQUESTS}/${uid}`,
  roommateRequestContact: (uid: string) => `${publicData}/${ROOMMATE_REQUESTS}/${uid}/contact/${CONTACT_DOC_ID}`,
});

/** Stored values outside a field's enum read as its default. */
export function toRoommateRequest({ id, data }: RawDoc): RoommateRequest {
  return {
    id,
    userName: str(data, 'userName'),
    aboutMe: str(data, 'aboutMe'),
    age: num(data, 'age'),
    gender: oneOf(GENDERS, data.gender, 'Other'),
    budget: num(data, 'budget'),
    preferredLocations: str(data, 'preferredLocations'),
    moveInDate: str(data, 'moveInDate'),
    profession: str(data, 'profession'),
    organization: str(data, 'organization'),
    preferredRoommates: listOf(PREFERRED_ROOMMATES, data.preferredRoommates),
    requirements: str(data, 'requirements'),
    furnished: oneOf(FURNISHED_OPTIONS, data.furnished, 'Either'),
    preferredStay: oneOf(STAY_OPTIONS, data.preferredStay, 'Other'),
    profilePicture: str(data, 'profilePicture'),
    verificationId: str(data, 'verificationId'),
    self: seekerSelfOf(data.self),
    needs: needsOf(data.needs),
    status: data.status === 'found' ? 'found' : 'active',
    ...moderationOf(data.status),
    ...screeningOf(data),
    userId: str(data, 'userId', id),
    ownerPremium: bool(data, 'ownerPremium'),
    createdAt: toDate(data.createdAt),
    lastActivity: toDate(data.lastActivity),
  };
}
