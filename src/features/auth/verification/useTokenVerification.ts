import { useCallback, useEffect, useState } from 'react';
import { observeTokenVerification, refreshTokenVerification, type TokenVerification } from '@/data';
import { useSession } from '@/session/useSession';

export interface VerificationState extends TokenVerification {
  /** False until the signed-in user's ID token has been read. */
  ready: boolean;
  /** Reloads the account and forces a new ID token (after the emailed link was opened elsewhere). */
  refresh: () => Promise<TokenVerification>;
}

const NONE: TokenVerification = { emailVerified: false, phoneVerified: false };

/**
 * Email verified / Phone verified for the signed-in user, derived ONLY from the ID token's claims
 * (`email_verified`, `phone_number`): what the rules see. Google accounts arrive verified.
 * Guests get "not verified" and load nothing.
 */
export function useTokenVerification(): VerificationState {
  const { status, user } = useSession();
  const [current, setCurrent] = useState<{ uid: string; value: TokenVerification } | null>(null);
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;

  useEffect(() => {
    if (!uid) return;
    return observeTokenVerification(
      (value) => setCurrent({ uid, value }),
      (error) => console.error('Could not read the verification state', error),
    );
  }, [uid]);

  const refresh = useCallback(async () => {
    const value = await refreshTokenVerification();
    if (uid) setCurrent({ uid, value });
    return value;
  }, [uid]);

  const known = uid !== null && current?.uid === uid;
  return { ...(known ? current.value : NONE), ready: known, refresh };
}
