/** Creates or updates the seeded Auth-emulator users with fixed uids. */
import type { Auth } from 'firebase-admin/auth';

const code = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : '');

/** An account to make: `phone` in any format (made E.164). */
export interface AuthUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  phone: string;
  emailVerified: boolean;
  phoneVerified: boolean;
}

/**
 * Makes sure `user` exists with exactly this uid, email, password and display name. An account
 * that holds the email under another uid (e.g. someone signed up by hand before seeding) is
 * removed first: this only ever runs against the Auth emulator. `emailVerified` sets the token's
 * `email_verified`; `phoneVerified` links `phone` as the account's phone number, so the token
 * carries `phone_number`.
 */
export async function upsertAuthUser(auth: Auth, { uid, email, password, name, phone, emailVerified, phoneVerified }: AuthUser): Promise<'created' | 'updated'> {
  try {
    const holder = await auth.getUserByEmail(email);
    if (holder.uid !== uid) await auth.deleteUser(holder.uid);
  } catch (error) {
    if (code(error) !== 'auth/user-not-found') throw error;
  }
  const props = { email, password, displayName: name, emailVerified, disabled: false };
  const phoneNumber = phoneVerified ? phone.replace(/[^\d+]/g, '') : null;
  try {
    await auth.createUser({ uid, ...props, ...(phoneNumber ? { phoneNumber } : {}) });
    return 'created';
  } catch (error) {
    if (code(error) !== 'auth/uid-already-exists') throw error;
    await auth.updateUser(uid, { ...props, phoneNumber });
    return 'updated';
  }
}

export async function upsertAuthUsers(auth: Auth, users: readonly AuthUser[]): Promise<{ created: number; updated: number }> {
  const results: ('created' | 'updated')[] = [];
  // A few at a time: the emulator is shared with other work on a small machine.
  for (let i = 0; i < users.length; i += 6) {
    results.push(...(await Promise.all(users.slice(i, i + 6).map((u) => upsertAuthUser(auth, u)))));
  }
  return {
    created: results.filter((r) => r === 'created').length,
    updated: results.filter((r) => r === 'updated').length,
  };
}
