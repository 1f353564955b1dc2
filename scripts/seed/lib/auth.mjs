/** Creates or updates the seeded Auth-emulator users with fixed uids. */

/** @param {unknown} error */
const code = (error) => /** @type {{ code?: string }} */ (error)?.code ?? '';

/**
 * Makes sure `user` exists with exactly this uid, email, password and display name. An account
 * that holds the email under another uid (e.g. someone signed up by hand before seeding) is
 * removed first: this only ever runs against the Auth emulator.
 * @param {import('firebase-admin/auth').Auth} auth
 * `emailVerified` sets the token's `email_verified`; `phoneVerified` links `phone` (any format,
 * made E.164) as the account's phone number, so the token carries `phone_number`.
 * @param {{ uid: string, email: string, password: string, name: string, phone: string, emailVerified: boolean, phoneVerified: boolean }} user
 * @returns {Promise<'created' | 'updated'>}
 */
export async function upsertAuthUser(auth, { uid, email, password, name, phone, emailVerified, phoneVerified }) {
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

/**
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {Parameters<typeof upsertAuthUser>[1][]} users
 */
export async function upsertAuthUsers(auth, users) {
  const results = [];
  // A few at a time: the emulator is shared with other work on a small machine.
  for (let i = 0; i < users.length; i += 6) {
    results.push(...(await Promise.all(users.slice(i, i + 6).map((u) => upsertAuthUser(auth, u)))));
  }
  return {
    created: results.filter((r) => r === 'created').length,
    updated: results.filter((r) => r === 'updated').length,
  };
}
