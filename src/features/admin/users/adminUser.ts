import type { PrivateProfile, PublicProfile } from '@/data/collections/profiles';

/** One row of User Management: the public copy's fields plus email and phone from the private copy. */
export interface AdminUser {
  userId: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: PublicProfile['role'];
  isAdmin: boolean;
  isPremium: boolean;
  /** Marked by a moderator (private copy only; false when it is not loaded). */
  flagged: boolean;
  createdAt: Date | null;
  lastActivity: Date | null;
}

export type ProfileFlag = 'isAdmin' | 'isPremium';

export function fromPrivate(profile: PrivateProfile): AdminUser {
  const { userId, name, email, phoneNumber, role, isAdmin, isPremium, createdAt, lastActivity } = profile;
  return { userId, name, email, phoneNumber, role, isAdmin, isPremium, flagged: profile.flagged ?? false, createdAt, lastActivity };
}
