import { useEffect } from 'react';
import { observeTokenVerification, syncMailUser } from '@/data';
import { useSession } from '@/session/useSession';

/**
 * Keeps the extension's copy of the signed-in user's address (mail_users/{uid}) in step with
 * their ID token: written once the email is verified, removed when it no longer is.
 */
export function useMailUserSync(): void {
  const { status, user } = useSession();
  const uid = status === 'signed-in' ? user?.uid : undefined;
  useEffect(() => {
    if (!uid) return;
    // A sync still running when the session ends (signing out stops Firestore) no longer matters.
    let active = true;
    const stop = observeTokenVerification(
      () => {
        syncMailUser().catch((error: unknown) => {
          if (active) console.error('Could not update the email address for notifications', error);
        });
      },
      (error) => console.error('Could not read the verification state', error),
    );
    return () => {
      active = false;
      stop();
    };
  }, [uid]);
}
