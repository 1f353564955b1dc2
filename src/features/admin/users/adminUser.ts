import type { PrivateProfile, PublicProfile } from '@/types/domain';

/** One row of User Management: the public copy's fields plus email and phone from the private copy. */
export interface AdminUser {
  userId: string;
  name: string;
  /** '' when the private profile is not loaded (or missing). */
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

/**
 * A public profile row, completed from the private copy when known. The flags come from the
 * private copy (the one the rules trust for admin checks); public ones are a fallback.
 */
export function fromPublic(profile: PublicProfile, privateCopy: PrivateProfile | undefined): AdminUser {
  return {
    userId: profile.userId,
    name: profile.name || privateCopy?.name || '',
    email: privateCopy?.email ?? '',
    phoneNumber: privateCopy?.phoneNumber ?? '',
    role: profile.role ?? privateCopy?.role ?? null,
    isAdmin: privateCopy?.isAdmin ?? profile.isAdmin,
    isPremium: privateCopy?.isPremium ?? profile.isPremium,
    flagged: privateCopy?.flagged ?? false,
    createdAt: profile.createdAt ?? privateCopy?.createdAt ?? null,
    lastActivity: profile.lastActivity ?? privateCopy?.lastActivity ?? null,
  };
}
