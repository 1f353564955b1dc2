/**
 * A user's two profiles: the private one (users/{uid}/user_profile/data, read by its owner and
 * admins: email, phone, admin and premium flags) and the public copy (user_profiles/{uid}, read by
 * anyone signed in), which never holds email or phone.
 */
import { parseMyPlace, type MyPlace } from '@/lib/place/myPlace';
import { bool, str, toDate, type AppRoot, type RawDoc } from './documents';

export const USER_PROFILES = 'user_profiles';

export const ROLES = ['I Have Room', 'I Need Room'] as const;
export type Role = (typeof ROLES)[number];

export interface PrivateProfile {
  userId: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: Role | null;
  isAdmin: boolean;
  isPremium: boolean;
  /** Marked by a moderator after a report (admins only set it). */
  flagged?: boolean;
  profilePicture: string;
  createdAt: Date | null;
  lastActivity: Date | null;
  /** User Management search terms, `{ term: true }` (src/lib/userSearchTerms.ts); missing or a list on profiles made before them. */
  searchTerms?: Record<string, true>;
  /** The UTC day number of createdAt, ±1 (src/lib/userSearchTerms.ts dayNumberOf). */
  createdDay?: number;
  /** Where the seeker needs to be: room pages show the distance and the journey from it. */
  myPlace?: MyPlace;
  /** "Show when I was last active" turned off: no public lastActiveDay is kept or written. */
  hideActivity?: boolean;
}

export interface PublicProfile {
  userId: string;
  name: string;
  role: Role | null;
  isAdmin: boolean;
  isPremium: boolean;
  createdAt: Date | null;
  lastActivity: Date | null;
  /** The UTC day number of the owner's last app use (src/lib/activity.ts); null when unknown or hidden. */
  lastActiveDay: number | null;
}

export const profilePaths = ({ root, publicData }: AppRoot) => ({
  publicProfile: (uid: string) => `${publicData}/${USER_PROFILES}/${uid}`,
  privateProfile: (uid: string) => `${root}/users/${uid}/user_profile/data`,
});

export const profileStoragePaths = ({ root }: AppRoot) => ({
  profilePicture: (uid: string) => `${root}/${USER_PROFILES}/${uid}/profile_picture.jpg`,
});

const roleOf = (value: unknown) => (ROLES.includes(value as Role) ? (value as Role) : null);

export function toPublicProfile({ id, data }: RawDoc): PublicProfile {
  return {
    userId: str(data, 'userId', id),
    name: str(data, 'name'),
    role: roleOf(data.role),
    isAdmin: bool(data, 'isAdmin'),
    isPremium: bool(data, 'isPremium'),
    createdAt: toDate(data.createdAt),
    lastActivity: toDate(data.lastActivity),
    lastActiveDay: Number.isInteger(data.lastActiveDay) ? (data.lastActiveDay as number) : null,
  };
}

/** Private profiles live at users/{uid}/user_profile/data: the uid is the grandparent id. */
export function toPrivateProfile({ path, data }: RawDoc): PrivateProfile {
  const uid = path.split('/').at(-3) ?? '';
  return {
    userId: str(data, 'userId', uid),
    name: str(data, 'name'),
    email: str(data, 'email'),
    phoneNumber: str(data, 'phoneNumber'),
    role: roleOf(data.role),
    isAdmin: bool(data, 'isAdmin'),
    isPremium: bool(data, 'isPremium'),
    flagged: bool(data, 'flagged'),
    profilePicture: str(data, 'profilePicture'),
    createdAt: toDate(data.createdAt),
    lastActivity: toDate(data.lastActivity),
    ...(isSearchTermMap(data.searchTerms) ? { searchTerms: data.searchTerms } : {}),
    ...(typeof data.createdDay === 'number' ? { createdDay: data.createdDay } : {}),
    ...optionalMyPlace(data.myPlace),
    ...(data.hideActivity === true ? { hideActivity: true } : {}),
  };
}

function optionalMyPlace(value: unknown): { myPlace?: MyPlace } {
  const myPlace = parseMyPlace(value);
  return myPlace ? { myPlace } : {};
}

function isSearchTermMap(value: unknown): value is Record<string, true> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => entry === true);
}
