/** Firebase Auth: the sign-in and sign-up commands, loaded with the login and registration dialogs. */
import { env } from '@/config/env';
import { authParts, toAuthUser, type AuthUser } from '../transport/authParts';

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const [sdk, instance] = await authParts();
  return toAuthUser((await sdk.signInWithEmailAndPassword(instance, email.trim(), password)).user);
}

export async function registerWithEmail(name: string, email: string, password: string): Promise<AuthUser> {
  const [sdk, instance] = await authParts();
  const { user } = await sdk.createUserWithEmailAndPassword(instance, email.trim(), password);
  await sdk.updateProfile(user, { displayName: name.trim() });
  // Best effort: a failed send is not a failed registration; the account panel offers "Resend".
  await sdk.sendEmailVerification(user).catch((error: unknown) => console.error('Verification email not sent', error));
  return { ...toAuthUser(user), displayName: name.trim() };
}

export async function signInWithGoogle(): Promise<AuthUser> {
  const [sdk, instance] = await authParts();
  // The popup resolver is passed at call time so it is only loaded when someone uses Google.
  const result = await sdk.signInWithPopup(instance, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
  return toAuthUser(result.user);
}

/**
 * Emulator builds only: signs in with a fake Google ID token, which the Auth emulator accepts.
 * The real popup needs apis.google.com, unreachable offline.
 */
export async function signInWithEmulatorGoogleToken(claims: { sub: string; email: string; name: string }): Promise<AuthUser> {
  if (!env.useEmulators) throw new Error('Emulator-only sign-in is not available in this build.');
  const [sdk, instance] = await authParts();
  const credential = sdk.GoogleAuthProvider.credential(JSON.stringify({ ...claims, email_verified: true }));
  return toAuthUser((await sdk.signInWithCredential(instance, credential)).user);
}
