/** Firebase Auth's SDK and instance, loaded on first use, and the app's view of a signed-in user. */

/**
 * The session provider on every page imports the session module, so even the lazy Firebase
 * initialisation code loads only once auth starts (a returning visitor, or the login modal).
 */
export async function authParts() {
  const { auth, authSdk } = await import('./firebase');
  return Promise.all([authSdk(), auth()]);
}

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
}

export function toAuthUser(user: { uid: string; email: string | null; displayName: string | null }): AuthUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '' };
}
