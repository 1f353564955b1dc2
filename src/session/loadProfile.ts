import { createProfiles, createPublicProfileFrom, deleteAuthAccount, eraseAccountData, getPrivateProfile, getPublicProfile, isAccountDeletionStarted, type AuthUser } from '@/data';
import { DELETION_FINISHED_ON_SIGN_IN } from '@/config/accountMessages';
import { isMailSafe } from '@/lib/linkLike';
import type { PrivateProfile } from '@/data/collections/profiles';

/** Details typed into the registration form, used when the profile is first created. */
let pendingRegistration: { name: string; phoneNumber: string } | null = null;

export function rememberRegistration(details: { name: string; phoneNumber: string } | null): void {
  pendingRegistration = details;
}

/**
 * On sign-in: read the private profile (creating both copies for a brand-new account, e.g. the
 * first Google sign-in) and create the public copy from the private one if it is missing.
 */
/** Thrown when this sign-in finished an account deletion that had been cut short: there is no profile to show. */
export class AccountDeletionFinished extends Error {}

/** The name a new profile starts with: one the rules accept (no link-like text), else a neutral one the user can change. */
function profileName(candidate: string): string {
  return candidate && isMailSafe(candidate) ? candidate : 'New user';
}

export async function loadOrCreateProfile(user: AuthUser): Promise<PrivateProfile> {
  const [stored, deleting] = await Promise.all([getPrivateProfile(user.uid), isAccountDeletionStarted(user.uid)]);
  if (deleting) {
    // "Delete my account" was interrupted: finish it now (a fresh sign-in may delete the Auth account).
    await eraseAccountData(user.uid);
    await deleteAuthAccount();
    throw new AccountDeletionFinished(DELETION_FINISHED_ON_SIGN_IN);
  }
  let profile = stored;
  if (!profile) {
    const details = pendingRegistration;
    await createProfiles({
      uid: user.uid,
      name: profileName(details?.name || user.displayName || user.email.split('@')[0] || ''),
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
