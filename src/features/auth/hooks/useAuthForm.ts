import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { authErrorCode } from '@/data';
import { authErrorMessage } from '../messages';

/**
 * Runs an auth command, mapping failures to the spec's messages, shown inline and as
 * a toast. The form's fields live in the caller's state, so nothing typed is lost on error.
 */
export function useAuthCommand() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (command: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await command();
      return true;
    } catch (cause) {
      console.error('Authentication failed', cause);
      const message = authErrorMessage(authErrorCode(cause));
      setError(message);
      toast.error(message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, run };
}
