import { createProfiles, createPublicProfileFrom, getPrivateProfile, getPublicProfile, type AuthUser } from '@/data';
import type { PrivateProfile } from '@/types/domain';

/** Details typed into the registration form, used when the profile is first created. */
let pendingRegistration: { name: string; phoneNumber: string } | null = null;

export function rememberRegistration(details: { name: string; phoneNumber: string } | null): void {
  pendingRegistration = details;
}

/**
 * On sign-in: read the private profile (creating both copies for a brand-new account, e.g. the
 * first Google sign-in) and create the public copy from the private one if it is missing.
 */
export async function loadOrCreateProfile(user: AuthUser): Promise<PrivateProfile> {
  let profile = await getPrivateProfile(user.uid);
  if (!profile) {
    const details = pendingRegistration;
    await createProfiles({
      uid: user.uid,
      name: details?.name || user.displayName || user.email.split('@')[0] || 'New user',
      email: user.email,
      phoneNumber: details?.phoneNumber ?? '',
    });
    pendingRegistration = null;
    profile = await getPrivateProfile(user.uid);
    if (!profile) throw new Error('Error: Authentication or database not ready.');
    return profile;
  }
  if (!(await getPublicProfile(user.uid))) await createPublicProfileFrom(profile);
  return profile;
}
