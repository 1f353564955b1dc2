/** Firebase Auth's part of deleting an account, loaded only by the account page and an interrupted deletion. */
import { authParts } from '../authParts';

/**
 * Confirms who is deleting the account just before Auth deletes it (Firebase requires a recent
 * sign-in): the password for email accounts, Google's popup otherwise.
 */
export async function reauthenticate(password: string | null): Promise<void> {
  const [sdk, instance] = await authParts();
  const user = instance.currentUser;
  if (!user) throw new Error('Not signed in');
  if (password !== null) {
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email ?? '', password));
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
