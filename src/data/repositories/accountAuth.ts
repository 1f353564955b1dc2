/** Firebase Auth's part of deleting an account, loaded only by the account page and an interrupted deletion. */
import { env } from '@/config/env';
import { authParts } from '../transport/authParts';

/**
 * Confirms who is deleting the account just before Auth deletes it (Firebase requires a recent
 * sign-in): the password for email accounts, Google's popup otherwise (a labelled stand-in on the emulators).
 */
export async function reauthenticate(password: string | null): Promise<void> {
  const [sdk, instance] = await authParts();
  const user = instance.currentUser;
  if (!user) throw new Error('Not signed in');
  if (password !== null) {
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email ?? '', password));
    return;
  }
  if (env.useEmulators) {
    // The local stand-in for Google's popup (unreachable offline): the same fake ID token the
    // emulator sign-in uses (signIn.ts), for this account's own Google identity.
    const google = user.providerData.find((provider) => provider.providerId === 'google.com');
    if (!google) throw new Error('No Google sign-in on this account');
    const token = { sub: google.uid, email: user.email ?? '', name: user.displayName ?? '', email_verified: true };
    await sdk.reauthenticateWithCredential(user, sdk.GoogleAuthProvider.credential(JSON.stringify(token)));
    return;
  }
  await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
}

/** Whether the signed-in account signs in with a password (else Google). */
export async function usesPassword(): Promise<boolean> {
  const [, instance] = await authParts();
  return instance.currentUser?.providerData.some((provider) => provider.providerId === 'password') ?? false;
}

/** The last step of "Delete my account": the Auth account itself (signs the user out). */
export async function deleteAuthAccount(): Promise<void> {
  const [sdk, instance] = await authParts();
  const user = instance.currentUser;
  if (!user) throw new Error('Not signed in');
  await sdk.deleteUser(user);
}
