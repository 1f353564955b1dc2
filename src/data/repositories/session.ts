/** Firebase Auth: session observation and the sign-in / sign-up / sign-out commands. */
import { env } from '@/config/env';
import { afterLoading, type Unsubscribe } from '../deferred';

/**
 * The session provider on every page imports this module, so even the lazy Firebase
 * initialisation code loads only once auth starts (a returning visitor, or the login modal).
 */
async function authParts() {
  const { auth, authSdk } = await import('../firebase');
  return Promise.all([authSdk(), auth()]);
}

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
}

function toAuthUser(user: { uid: string; email: string | null; displayName: string | null }): AuthUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '' };
}

/** Calls back with the signed-in user (or null) now and on every change. */
export function observeAuth(onChange: (user: AuthUser | null) => void, onError: (error: Error) => void): Unsubscribe {
  return afterLoading(
    authParts,
    ([sdk, instance]) => sdk.onAuthStateChanged(instance, (user) => onChange(user ? toAuthUser(user) : null), onError),
    onError,
  );
}

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
 * The real popup needs apis.google.com, unreachable offline (DESIGN.md §6).
 */
export async function signInWithEmulatorGoogleToken(claims: { sub: string; email: string; name: string }): Promise<AuthUser> {
  if (!env.useEmulators) throw new Error('Emulator-only sign-in is not available in this build.');
  const [sdk, instance] = await authParts();
  const credential = sdk.GoogleAuthProvider.credential(JSON.stringify({ ...claims, email_verified: true }));
  return toAuthUser((await sdk.signInWithCredential(instance, credential)).user);
}

export async function signOutUser(): Promise<void> {
  const [sdk, instance] = await authParts();
  const { clearLocalCacheWhenIdle, offlineWritesDelivered } = await import('../localCache');
  const delivered = await offlineWritesDelivered();
  await sdk.signOut(instance);
  // Offline writes still waiting stay cached and are sent when this user signs in again.
  if (delivered) void clearLocalCacheWhenIdle();
}

/** Firebase Auth error code without the "auth/" prefix, or '' when not an auth error. */
export function authErrorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string') return '';
  return error.code.replace(/^auth\//, '');
}

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
