/** Firebase Auth: session observation and sign-out. Signing in lives in signIn.ts, account deletion in accountAuth.ts, so the app shell carries neither. */
import { authParts, toAuthUser, type AuthUser } from '../transport/authParts';
import { afterLoading, type Unsubscribe } from '../transport/deferred';

export type { AuthUser } from '../transport/authParts';

/** Calls back with the signed-in user (or null) now and on every change. */
export function observeAuth(onChange: (user: AuthUser | null) => void, onError: (error: Error) => void): Unsubscribe {
  return afterLoading(
    authParts,
    ([sdk, instance]) => sdk.onAuthStateChanged(instance, (user) => onChange(user ? toAuthUser(user) : null), onError),
    onError,
  );
}

export async function signOutUser(): Promise<void> {
  const [sdk, instance] = await authParts();
  const { clearLocalCacheWhenIdle, offlineWritesDelivered } = await import('../transport/localCache');
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

