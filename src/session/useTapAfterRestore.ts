import { useEffect, useEffectEvent, useRef } from 'react';
import { useSession } from './useSession';

/**
 * Wraps a tap handler for a button a guest also sees. While a returning visitor's session is being
 * restored, a tap is kept and handled once the session is known, as that render handles it:
 * signed in, or signed out if the saved sign-in is gone. Any other tap is handled at once.
 * Handled at once during the restore, the tap would take the guest's path: a login dialog that the
 * sign-in flow closes again as the session arrives, losing the tap or at best flashing the dialog.
 */
export function useTapAfterRestore<Args extends unknown[]>(handle: (...args: Args) => void): (...args: Args) => void {
  const { status } = useSession();
  const kept = useRef<Args | null>(null);
  const handleNow = useEffectEvent(handle);

  useEffect(() => {
    const args = kept.current;
    if (!args || status === 'loading') return;
    kept.current = null;
    handleNow(...args);
  }, [status]);

  return (...args: Args) => {
    if (status === 'loading') kept.current = args;
    else handle(...args);
  };
}
